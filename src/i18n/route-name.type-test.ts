import { findRoute, localePath, type RouteName, routeByName } from "./routes";

/**
 * Type-level tests of RouteName, checked by `npm run typecheck` and never run (no test runner picks up
 * this file). Each `@ts-expect-error` must meet an error: should RouteName widen back to `string`, the
 * directive goes unused and tsc fails with "Unused '@ts-expect-error' directive".
 */
export function routeNameTypeTests(): string[] {
  // A widened RouteName would accept any string: this line would then fail to compile.
  const notEveryString: string extends RouteName ? "widened" : "narrow" = "narrow";
  return [
    notEveryString,
    localePath("contact", "es"),
    localePath("services-uid", "en", { uid: "ux-audits" }),
    localePath("industries-uid", "es", { uid: "media-ott" }),
    localePath("cases-uid", "en", { uid: "itau" }),
    localePath("insights-uid", "en", { uid: "an-article" }),
    // @ts-expect-error: "no-such-route" is not a route name
    localePath("no-such-route", "en"),
    // @ts-expect-error: a route's full name (with ___en) is not its base name
    localePath("contact___en", "en"),
    // @ts-expect-error: a service is a document of the services route, not a route of its own
    routeByName("services-ux-audits").name,
    // @ts-expect-error: a case is a document of the cases route, not a route of its own
    findRoute("cases-itau")?.name ?? "",
  ];
}
