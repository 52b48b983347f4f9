import { PageHero } from "./page-hero";

/** The opening of a page that has no content document of its own yet: its heading from the route table. */
export function PageIntro(props: {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly back?: { readonly href: string; readonly label: string };
}) {
  return (
    <PageHero
      kicker={props.eyebrow}
      title={props.title}
      description={props.description}
      {...(props.back ? { back: props.back } : {})}
    />
  );
}
