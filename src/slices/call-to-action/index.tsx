import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { SliceProps } from "../types";

/**
 * The closing invitation: the 20-minute consultation (the services' own), or a page of the site. A link
 * to a page no longer published (no url) leads to the consultation instead of nowhere.
 */
export function CallToActionSlice({ slice, context }: SliceProps<"call_to_action">) {
  const { title, text, label } = slice.primary;
  const href = slice.variation === "toPage" ? slice.primary.link.url : undefined;
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
