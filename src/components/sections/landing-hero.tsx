import { PageHero } from "./page-hero";

/** The opening of an index page (services, industries): kicker, title, lead and illustration. */
export function LandingHero(props: {
  readonly kicker: string;
  readonly title: string;
  readonly description: string;
  readonly art: string;
}) {
  return <PageHero {...props} />;
}
