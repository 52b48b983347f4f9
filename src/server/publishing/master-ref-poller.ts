import "server-only";
import { log as processLog } from "@/server/operations/log";

export interface MasterRefPollerOptions {
  readonly intervalMs: number;
  /** The content API's current master ref. */
  readonly readMasterRef: () => Promise<string>;
  /** Called once per change of the master ref, never twice at once. */
  readonly onChange: (ref: string) => Promise<void>;
  readonly log?: (message: string) => void;
  /** Read the ref at start (local files), or first after one interval (a remote API, spared at boot). */
  readonly immediate?: boolean;
}

export interface MasterRefPoller {
  /** A publish took this ref (the webhook's call, say): it is no news at the next look. */
  taken(ref: string): void;
  stop(): void;
}

/**
 * Notices a publish without a webhook: the master ref of the content API's root changes exactly when
 * published content does. Each instance polls for itself, so a fleet whose load balancer hands the
 * webhook to one instance still converges. A failed read or refresh is logged and tried again at the
 * next tick; the timer never keeps the process alive.
 */
export function startMasterRefPoller(options: MasterRefPollerOptions): MasterRefPoller {
  const log = options.log ?? ((message: string) => processLog.warn("publish.poll", { message }));
  let known: string | undefined;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const ref = await options.readMasterRef();
      if (known !== undefined && ref !== known) await options.onChange(ref);
      known = ref;
    } catch (error) {
      log(`[publish] polling the content API: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy = false;
    }
  };
  if (options.immediate ?? true) void tick();
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    taken: (ref) => {
      known = ref;
    },
    stop: () => clearInterval(timer),
  };
}
