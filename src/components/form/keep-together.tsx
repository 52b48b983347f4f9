/** "20-minute" stays on one line: a break after its hyphen reads badly in a large title. */
export function KeepTogether({ text }: { readonly text: string }) {
  return text.split(/(\S*\d-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={part} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
