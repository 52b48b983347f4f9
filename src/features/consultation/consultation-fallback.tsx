import { Component, type ReactNode } from "react";
import { reloadOnChunkError } from "@/components/navigation/chunk-reload";

interface ConsultationFallbackProps {
  /** Where the trigger that opened the popup leads (the contact page), read when the steps fail. */
  readonly href: () => string | undefined;
  /** Shown while the page reloads or the contact page loads: the popup's opening state. */
  readonly pending: ReactNode;
  readonly children: ReactNode;
}

/**
 * The popup's steps could not load (a deploy replaced their chunk, a bad network) or render: never a dead
 * click. A missing chunk reloads the page once per window (chunk-reload.ts); otherwise the visitor goes
 * where the trigger's link leads, the contact page, which works without the popup's code.
 */
export class ConsultationFallback extends Component<ConsultationFallbackProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (reloadOnChunkError(error)) return;
    const href = this.props.href();
    if (href) window.location.assign(href);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.pending : this.props.children;
  }
}
