import { type ReactNode, useEffect, useRef } from "react";
import { keepTabInside } from "@/components/ui/focus-trap";
import { consultationTitleId } from "./consultation-title";

/**
 * The consultation popup's frame: a native modal <dialog> named by its current heading. It opens at once,
 * before the steps' code has arrived (the host shows an opening state in it meanwhile): focus moves to
 * the heading, Tab cycles inside, Escape or a click on the backdrop closes, and the host returns focus to
 * the control that opened it. With `opensOnIntent` it is in the page's HTML, closed, and a click that
 * comes before the page's scripts may open it already (data-intent-opening): it then stays open as the
 * code arrives, and its close button works without script (a dialog form).
 */
export function ConsultationDialog({
  open,
  onClose,
  closeLabel,
  opensOnIntent,
  children,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly closeLabel: string;
  readonly opensOnIntent?: boolean;
  /** The popup's content, given the way to close it. */
  readonly children: (requestClose: () => void) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** Whether `open` has been true yet: until then, a dialog the page opened ahead of the code stays open. */
  const opened = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      opened.current = true;
      if (!element.open) element.showModal();
      // After showModal, which would otherwise focus the close button; also when it was open already.
      document.getElementById(consultationTitleId)?.focus();
    } else if (element.open && opened.current) {
      element.close();
    }
  }, [open]);

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={consultationTitleId}
      data-intent-opening={opensOnIntent ? "" : undefined}
      data-testid="consultation-dialog"
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(100%-1.5rem,46rem)] overflow-y-auto overscroll-contain rounded-[1.75rem] bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 pt-7 sm:p-10 sm:pt-11">
        {/* A dialog form: the button closes the dialog natively, before and after the code arrives. */}
        <form method="dialog" className="absolute top-4 right-4 sm:top-6 sm:right-6">
          <button
            type="submit"
            aria-label={closeLabel}
            className="grid size-11 place-items-center rounded-full border border-ink/15 text-xl transition-colors hover:border-ink"
          >
            <span aria-hidden="true">×</span>
          </button>
        </form>
        {children(close)}
      </div>
    </dialog>
  );
}
