import { useOnline } from "./use-online";

/**
 * A polite status while the connection is gone. The live region is always in the page, so screen
 * readers announce the message when it appears; visually it slides in over the top of the page.
 */
export function OfflineBanner({ message }: { readonly message: string }) {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center px-3 pt-3"
    >
      {online ? null : (
        <p className="offline-banner pointer-events-auto max-w-2xl rounded-2xl bg-ink px-5 py-3 sm:rounded-full sm:text-center text-sm font-medium text-paper shadow-2xl">
          <span aria-hidden="true" className="mr-2 inline-block size-2 rounded-full bg-ember align-middle" />
          {message}
        </p>
      )}
    </div>
  );
}
