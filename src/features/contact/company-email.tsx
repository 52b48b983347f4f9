import clsx from "clsx";

/** The thank-you's "write to us" line: its label and the company address as a mail link. */
export function CompanyEmail({
  label,
  email,
  className,
}: {
  readonly label: string;
  readonly email: string;
  /** The address's type size, which differs between the modal and the server-rendered card. */
  readonly className: string;
}) {
  return (
    <>
      <p className="mt-8 text-sm text-muted-on-ink">{label}</p>
      <a
        href={`mailto:${email}`}
        className={clsx("link-underline mt-1 inline-block font-display font-semibold break-all", className)}
      >
        {email}
      </a>
    </>
  );
}
