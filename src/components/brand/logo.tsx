/** The Lumbre wordmark: lowercase display type followed by an ember spark. */
export function Logo({ className }: { readonly className?: string }) {
  return (
    <svg viewBox="0 0 132 32" role="img" aria-hidden="true" focusable="false" className={className}>
      <text
        x="0"
        y="25"
        fontFamily="var(--font-bricolage), system-ui, sans-serif"
        fontSize="30"
        fontWeight="700"
        letterSpacing="-1.2"
        fill="currentColor"
      >
        lumbre
      </text>
      <circle cx="124" cy="7" r="5.5" fill="var(--color-ember)" />
    </svg>
  );
}
