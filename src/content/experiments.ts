import { z } from "zod";
import experimentsFile from "../../content/experiments.json";

/** The running experiments, as the request pipeline and the variation pages need them (no network). */
const schema = z.object({
  running: z.array(
    z.object({
      id: z.string(),
      googleId: z.string(),
      routes: z.array(z.string()),
      variations: z.array(z.object({ id: z.string() })).min(2),
    }),
  ),
});

export interface RunningExperiment {
  readonly googleId: string;
  readonly routes: readonly string[];
  readonly variationCount: number;
}

export const runningExperiments: readonly RunningExperiment[] = schema
  .parse(experimentsFile)
  .running.map((experiment) => ({
    googleId: experiment.googleId,
    routes: experiment.routes,
    variationCount: experiment.variations.length,
  }));

/** The experiment cookie, which selects the content ref, holds "<experiment id> <variation index>". */
export { EXPERIMENT_COOKIE } from "./client/constants";

export function experimentForRoute(routeName: string): RunningExperiment | undefined {
  return runningExperiments.find((experiment) => experiment.routes.includes(routeName));
}

/** The variation a cookie names for this experiment, if it is a valid one. */
export function variationFromCookie(
  experiment: RunningExperiment,
  cookie: string | undefined,
): number | undefined {
  const [id, index] = (cookie ?? "").trim().split(/\s+/);
  const variation = Number(index);
  if (id !== experiment.googleId || !Number.isInteger(variation)) return undefined;
  return variation >= 0 && variation < experiment.variationCount ? variation : undefined;
}
