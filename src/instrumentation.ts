/**
 * Next calls register() once per server instance, in each runtime. The outbox worker needs Node (SQLite,
 * PostgreSQL, SMTP), so it starts only in the Node.js runtime, and through a dynamic import inside that
 * check: Next drops the branch from the edge bundle (the proxy), which never sees the Node modules.
 * NEXT_RUNTIME is read from process.env directly (not through env.ts) because Next inlines it per bundle.
 * register() must finish before the server takes requests, so it starts the worker without waiting for
 * the database; see startOutboxWorker().
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startOutboxWorker } = await import("@/server/outbox/runtime");
    startOutboxWorker();
  }
}
