import type { GlyphName } from "@/content/queries";

/**
 * Line icons on a 24-pixel grid with a 1.5-pixel stroke, the vocabulary a case's iconography section
 * shows. Decorative: the section's text names what they stand for.
 */
const paths: Record<GlyphName, string> = {
  wallet:
    "M3 7.5A2.5 2.5 0 0 1 5.5 5H18a1 1 0 0 1 1 1v2M3 7.5V18a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-3M3 7.5A1.5 1.5 0 0 0 4.5 9H20v3.5M16 12.5h5v3.5h-5a1.75 1.75 0 0 1 0-3.5Z",
  shield: "M12 3 4.5 6v5.5c0 4.4 3.1 8.2 7.5 9.5 4.4-1.3 7.5-5.1 7.5-9.5V6L12 3Zm-3 9 2.2 2.2L15.5 10",
  key: "M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Zm-1.3 3.2L20 19.5M17 16.5l2-2M18.8 18.3l1.7-1.7",
  send: "M20.5 3.5 10 14M20.5 3.5 14 20.5l-4-6.5-6.5-4 17-6.5Z",
  receive: "M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 15.5V19a1.5 1.5 0 0 0 1.5 1.5h13A1.5 1.5 0 0 0 20 19v-3.5",
  card: "M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3",
  chart: "M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6m4 6V6",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4.5a2 2 0 0 0 4 0",
  lock: "M6.5 10.5h11a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19v-7a1.5 1.5 0 0 1 1.5-1.5Zm1.5 0V7a4 4 0 1 1 8 0v3.5M12 14.5v2",
  user: "M15.5 7.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0ZM4.5 20.5c.8-3.7 3.8-6 7.5-6s6.7 2.3 7.5 6",
  qr: "M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-4 4h2v2h-2v-2Zm4 0h2v2h-2v-2Z",
  coins:
    "M15 8.5c0 1.4-2.7 2.5-6 2.5S3 9.9 3 8.5 5.7 6 9 6s6 1.1 6 2.5Zm0 0V12m-12-3.5v7C3 16.9 5.7 18 9 18m12-5.5c0 1.4-2.7 2.5-6 2.5s-6-1.1-6-2.5S11.7 10 15 10s6 1.1 6 2.5Zm0 0v3.5c0 1.4-2.7 2.5-6 2.5s-6-1.1-6-2.5v-3.5",
  bank: "M3 9.5 12 4l9 5.5M4.5 9.5h15M6 10v7m4-7v7m4-7v7m4-7v7M4 20h16",
  phone:
    "M7.5 3h9A1.5 1.5 0 0 1 18 4.5v15a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 19.5v-15A1.5 1.5 0 0 1 7.5 3Zm3 15h3",
  search: "M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Zm-1.9 4.6L20.5 20.5",
  calendar:
    "M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7Zm0 3h16M8 3v4m8-4v4M8 14h2m4 0h2",
};

export function Glyph({ name, className }: { readonly name: GlyphName; readonly className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
