// Invoker commands (HTML: `command` and `commandfor` on a button), which React passes through as written
// but its types do not list yet: the phone menu opens and closes its dialog with them, without a script.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
