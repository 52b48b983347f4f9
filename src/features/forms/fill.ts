/**
 * Puts values only the browser knows (the e-mail typed, the slot picked, the step reached) into a form's
 * message. The messages the forms receive raw are plain "{name}" arguments; a message that needs a plural
 * is formatted on the server instead (the countdown), and a unit test keeps plural and select out of the
 * raw ones.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
