/** The id of a field's error message, for aria-describedby and the summary's links. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-semibold text-ember-deep">
      <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-ember-deep" />
      {message}
    </p>
  ) : null;
}
