// `import "server-only"` marks a module that must never reach the browser. The site's server bundle
// resolves it here (nothing to do); a browser bundle that reached one fails its build on this check.
if (typeof window !== "undefined") {
  throw new Error("A server-only module was bundled for the browser.");
}

export {};
