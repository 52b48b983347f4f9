import { SimulatorManager, StateEventType } from "@prismicio/simulator/kit";
import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";

/** The zone the server rendered, which the bridge fills with the Page Builder's slices. */
export const SIMULATED_ZONE = "data-slice-zone";
/** What the page says of itself opened on its own: removed once the Page Builder's slices are shown. */
export const SIMULATOR_INTRO = "data-simulator-intro";

interface SimulatorBridgeProps {
  readonly locale: Locale;
  /** Where the slices are rendered (POST /api/slice-simulator). */
  readonly endpoint: string;
  readonly strings: { readonly rendering: string; readonly failed: string };
}

/**
 * In Prismic's Page Builder (the page in its frame): takes the slice zone the editor is building through
 * Prismic's simulator protocol (`SimulatorManager`), has the server render it with the site's own
 * components, and shows it in the zone. Opened on its own, it does nothing: the page shows the library's
 * mocks, rendered on the server.
 */
export function SimulatorBridge({ locale, endpoint, strings }: SimulatorBridgeProps) {
  const [status, setStatus] = useState("");
  useEffect(() => {
    if (window.parent === window) return;
    const zone = document.querySelector(`[${SIMULATED_ZONE}]`);
    if (!zone) return;
    const manager = new SimulatorManager();
    // The latest zone wins: an answer to an earlier one that arrives late is dropped.
    let latest = 0;
    manager.state.on(StateEventType.Slices, (slices) => {
      const asked = ++latest;
      setStatus(strings.rendering);
      void render(endpoint, locale, slices).then((answer) => {
        if (asked !== latest) return;
        if (answer.ok) {
          zone.innerHTML = answer.html;
          document.querySelector(`[${SIMULATOR_INTRO}]`)?.remove();
          setStatus("");
        } else setStatus(strings.failed.replace("{problem}", answer.problem));
      });
    });
    void manager.init();
  }, [endpoint, locale, strings]);
  return (
    <p role="status" className="container-page py-4 text-sm text-muted empty:hidden">
      {status}
    </p>
  );
}

type Rendered =
  | { readonly ok: true; readonly html: string }
  | { readonly ok: false; readonly problem: string };

async function render(endpoint: string, locale: Locale, slices: unknown): Promise<Rendered> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ locale, slices }),
    });
    const body = (await response.json()) as { html?: unknown; message?: unknown };
    if (response.ok && typeof body.html === "string") return { ok: true, html: body.html };
    return { ok: false, problem: typeof body.message === "string" ? body.message : String(response.status) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
