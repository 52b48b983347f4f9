import type { Dispatch, SetStateAction } from "react";
import { Honeypot } from "@/components/form/honeypot";
import { TextField } from "@/components/form/text-field";
import type { LeadForm } from "./use-lead-form";

export interface NameAndEmailValues {
  readonly name: string;
  readonly email: string;
  /** The honeypot. */
  readonly website: string;
}

export interface NameAndEmailWords {
  readonly name: string;
  readonly email: string;
  readonly namePlaceholder?: string;
  readonly emailPlaceholder?: string;
  /** The honeypot's label, which only bots read. */
  readonly honeypot: string;
}

/**
 * Who is asking: the name and e-mail a booking and the popup's contact path both require, with the
 * honeypot beside them. A field's message goes as soon as the visitor types in it.
 */
export function NameAndEmail<Values extends NameAndEmailValues>({
  form,
  state: [values, setValues],
  ids,
  words,
  columns,
}: {
  readonly form: Pick<LeadForm<string>, "errors" | "clearError">;
  readonly state: readonly [Values, Dispatch<SetStateAction<Values>>];
  readonly ids: { readonly name: string; readonly email: string };
  readonly words: NameAndEmailWords;
  /** Side by side where there is room (the booking steps), else one under the other. */
  readonly columns?: boolean;
}) {
  const set = (field: keyof NameAndEmailValues, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const placeholders = { name: words.namePlaceholder, email: words.emailPlaceholder };
  return (
    <>
      <div className={columns ? "mt-8 grid gap-6 sm:grid-cols-2" : "mt-7 grid gap-5"}>
        {(["name", "email"] as const).map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            name={field}
            type={field === "email" ? "email" : undefined}
            label={words[field]}
            placeholder={placeholders[field]}
            // The field's name is also its autofill token: "name", "email".
            autoComplete={field}
            required
            value={values[field]}
            onChange={(value) => {
              set(field, value);
              form.clearError(field);
            }}
            error={form.errors[field]}
          />
        ))}
      </div>
      <Honeypot label={words.honeypot} value={values.website} onChange={(value) => set("website", value)} />
    </>
  );
}
