"use client";

import { useEffect } from "react";
import { reloadOnChunkError } from "@/components/navigation/chunk-reload";
import { useClientStrings } from "@/components/navigation/client-strings";
import { fillHole } from "@/i18n/message-hole";
import { localePath } from "@/i18n/routes";

/** Any other route error: an error page with its status code, 500 unless the error carries one. */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale, errorPage: t } = useClientStrings();
  const status = statusOf(error);

  useEffect(() => {
    if (!reloadOnChunkError(error)) console.error(error);
  }, [error]);

  return (
    <section className="container-page grid min-h-[60dvh] items-center py-20">
      <title>{fillHole(t.title, status)}</title>
      <div>
        <p className="font-display text-[clamp(6rem,22vw,16rem)] leading-[0.8] font-semibold tracking-tighter text-ember">
          {status}
        </p>
        <h1 className="mt-8 font-display text-headline font-semibold">{t.heading}</h1>
        <p className="mt-4 max-w-xl text-lead text-muted">{t.message}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-14 items-center rounded-full bg-ink px-7 font-semibold text-paper"
          >
            {t.retry}
          </button>
          {/* A full navigation: the error may have left the client router unusable. */}
          <a
            href={localePath("index", locale)}
            className="inline-flex h-14 items-center rounded-full border border-ink/20 px-7 font-semibold"
          >
            {t.back}
          </a>
        </div>
      </div>
    </section>
  );
}

function statusOf(error: unknown): number {
  const candidate = (error as { statusCode?: unknown; status?: unknown } | null) ?? {};
  const status = Number(candidate.statusCode ?? candidate.status);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
