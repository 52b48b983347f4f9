import { linkResolver } from "@/content/link-resolver";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { SliceProps } from "../types";

/**
 * The closing invitation: the 20-minute consultation (the services' own), or a page of the site. A link
 * to a page no longer published (broken) leads to the consultation instead of nowhere.
 */
export function CallToActionSlice({ slice, context }: SliceProps<"call_to_action">) {
  const { title, text, label } = slice.primary;
  const link = slice.variation === "toPage" ? slice.primary.link : undefined;
  const href = link && !link.isBroken ? linkResolver(link) : undefined;
  return (
    <ConsultationCta
      locale={context.locale}
      title={title}
      text={text}
      action={label}
      {...(href?.startsWith("/") ? { href } : {})}
    />
  );
}
