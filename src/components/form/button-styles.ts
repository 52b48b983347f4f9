/** Primary and secondary buttons of the flows. */
export const buttonStyles = {
  primary:
    "inline-flex h-14 items-center justify-center gap-3 rounded-full bg-ink px-8 font-semibold text-paper transition-[transform,background-color] hover:-translate-y-0.5 hover:bg-ink-soft aria-disabled:cursor-progress aria-disabled:opacity-80",
  primaryOnInk:
    "inline-flex h-14 items-center justify-center gap-3 rounded-full bg-ember px-8 font-semibold text-ink transition-transform hover:-translate-y-0.5 aria-disabled:cursor-progress aria-disabled:opacity-80",
  secondary:
    "inline-flex h-14 items-center justify-center gap-2 rounded-full border border-ink/20 px-6 font-semibold transition-colors hover:border-ink",
  secondaryOnInk:
    "inline-flex h-14 items-center justify-center gap-2 rounded-full border border-paper/25 px-6 font-semibold transition-colors hover:border-paper",
} as const;
