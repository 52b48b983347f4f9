import "server-only";

/**
 * Rows as an aligned plain-text table for the operators' commands (npm run leads, npm run outbox): the
 * header, a rule of dashes, one line per row; columns two spaces apart, no trailing spaces. Cells must
 * already be on one printable line: a newline or a terminal escape in one would break the alignment.
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => (cells[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}
