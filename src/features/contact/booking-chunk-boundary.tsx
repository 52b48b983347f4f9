import { Component, type ReactNode } from "react";
import { reloadOnChunkError } from "@/components/navigation/chunk-reload";

/**
 * Around the booking steps, which load on demand: when their code cannot be fetched (a deploy replaced
 * it, the network dropped) the page reloads once per window (chunk-reload.ts); after that, or for any
 * other failure, the visitor goes to the server-rendered booking state at `href`. Meanwhile the card
 * shows that same link, never nothing.
 */
export class BookingChunkBoundary extends Component<
  { readonly href: string; readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!reloadOnChunkError(error)) window.location.assign(this.props.href);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
