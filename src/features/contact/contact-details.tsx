import type { ReactNode } from "react";
import { Honeypot } from "@/components/form/honeypot";
import { TextField } from "@/components/form/text-field";
import type { FieldPlace } from "@/features/forms/field-errors";
import { fill } from "@/features/forms/fill";
import type { ContactForm } from "./contact-form";
import type { ContactField } from "./contact-places";
import type { ContactStrings } from "./contact-strings";

type Strings = ContactStrings;

interface DetailField {
  readonly field: "name" | "lastName" | "email" | "company" | "message";
  readonly placeholder: string;
  readonly autoComplete?: string;
  readonly required?: true;
  readonly type?: "email";
  readonly multiline?: true;
  readonly className?: string;
}

/**
 * The stepper's last step: who is writing and what about. The press are asked for their publication,
 * new business for the project, and a careers application names the position it is for.
 */
export function ContactDetails({
  heading,
  values,
  errors,
  onChange,
  places,
  strings,
  positionTitle,
}: {
  readonly heading: ReactNode;
  readonly values: ContactForm;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (field: keyof ContactForm, value: string) => void;
  readonly places: Record<ContactField, FieldPlace>;
  readonly strings: Strings;
  readonly positionTitle: string | undefined;
}) {
  const press = values.topic === "press";
  const { placeholders } = strings;
  const fields: readonly DetailField[] = [
    { field: "name", placeholder: placeholders.name, autoComplete: "given-name", required: true },
    { field: "lastName", placeholder: placeholders.lastName, autoComplete: "family-name" },
    { field: "email", type: "email", placeholder: placeholders.email, autoComplete: "email", required: true },
    {
      field: "company",
      placeholder: press ? placeholders.pressCompany : placeholders.company,
      autoComplete: press ? "off" : "organization",
    },
    {
      field: "message",
      placeholder: values.topic === "new-business" ? placeholders.project : placeholders.message,
      required: true,
      multiline: true,
      className: "sm:col-span-2",
    },
  ];
  return (
    <div>
      {heading}
      <p className="mt-3 text-muted">{strings.hints.details}</p>
      {values.topic === "careers" ? (
        <p data-testid="position-note" className="mt-5 rounded-2xl bg-paper px-5 py-4 font-semibold">
          {positionTitle ? fill(strings.position, { position: positionTitle }) : strings.openApplication}
        </p>
      ) : null}
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {fields.map(({ field, ...rest }) => (
          <TextField
            key={field}
            {...rest}
            id={places[field].id}
            name={field}
            label={places[field].label}
            optionalLabel={rest.required ? undefined : strings.optional}
            value={values[field]}
            onChange={(value) => onChange(field, value)}
            error={errors[field]}
          />
        ))}
      </div>
      <Honeypot
        label={strings.honeypot}
        value={values.website}
        onChange={(value) => onChange("website", value)}
      />
    </div>
  );
}
