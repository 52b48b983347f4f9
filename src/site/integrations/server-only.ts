// `import "server-only"` marks a module that must never reach the browser. The site's server bundle
// resolves it here (nothing to do). A browser bundle that reaches one fails its build on the guard in
// server-only-guard.ts (registered with the hydration directives); should one ever get past it, this
// throws before the module's code runs in the browser.
if (typeof window !== "undefined") {
  throw new Error("A server-only module was bundled for the browser.");
}

export {};
