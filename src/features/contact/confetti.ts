import { prefersReducedMotion } from "@/components/form/reduced-motion";

/** About 200 frames at 60 per second, with room to spare. */
const celebrationMs = 4_500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The thank-you state's confetti. canvas-confetti is fetched only at that moment, and not at
 * all for visitors who ask for less motion. It draws on a canvas of our own, hidden from assistive
 * technology and removed when the last piece has fallen. `host` is where it is drawn: the page, or the
 * open thank-you dialog; its `data-celebration` says what became of it (none, running, over), so that
 * whoever watches the page can tell a celebration skipped from one not started yet.
 */
export async function celebrate(host: HTMLElement = document.body): Promise<void> {
  if (prefersReducedMotion()) {
    host.dataset.celebration = "none";
    return;
  }
  host.dataset.celebration = "running";
  const { default: confetti } = await import("canvas-confetti");
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.confetti = "";
  canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
  // Inside an open modal <dialog>, the canvas must be in the dialog: the top layer covers the body.
  host.append(canvas);
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  const colors = ["#ec4312", "#14110f", "#f5f1ea", "#a62b08"];
  const burst = (x: number, angle: number) =>
    fire({ particleCount: 70, angle, spread: 70, startVelocity: 55, origin: { x, y: 0.7 }, colors });
  try {
    // The pieces fall for a number of frames: where frames are slow or paused (a busy phone, a tab
    // in the background) the canvas still goes after a few seconds instead of lingering.
    await Promise.race([Promise.all([burst(0.15, 60), burst(0.85, 120)]), delay(celebrationMs)]);
  } finally {
    fire.reset();
    canvas.remove();
    host.dataset.celebration = "over";
  }
}
