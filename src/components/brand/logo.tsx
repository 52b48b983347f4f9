import clsx from "clsx";

/** The Lumbre wordmark: lowercase display type followed by an ember spark. Decorative: links name it. */
export function Logo({ className }: { readonly className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx("inline-flex items-start font-display font-semibold tracking-tight", className)}
    >
      lumbre
      <span className="mt-[0.12em] ml-[0.08em] size-[0.28em] rounded-full bg-ember" />
    </span>
  );
}
