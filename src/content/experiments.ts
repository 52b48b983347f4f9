import { z } from "zod";
import { isRouteName, type RouteName } from "@/i18n/routes";
import experimentsFile from "../../content/experiments.json";

/** A route name of the route table: an experiment on a page that does not exist fails at start. */
const routeName = z.custom<RouteName>((value) => typeof value === "string" && isRouteName(value), {
  message: "not a route name of src/i18n/route-table.ts",
});

/** The running experiments, as the request pipeline and the variation pages need them (no network). */
const schema = z.object({
  running: z.array(
    z.object({
      id: z.string(),
      googleId: z.string(),
      routes: z.array(routeName),
      variations: z.array(z.object({ id: z.string() })).min(2),
    }),
  ),
});

export interface RunningExperiment {
  readonly googleId: string;
  readonly routes: readonly RouteName[];
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

export function experimentForRoute(name: RouteName): RunningExperiment | undefined {
  return runningExperiments.find((experiment) => experiment.routes.includes(name));
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
