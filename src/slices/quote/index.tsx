import { QuoteBlock } from "@/components/sections/quote-block";
import { getTranslations } from "@/i18n/translations";
import type { SliceProps } from "../types";

/** A client's words, as the service pages show them. */
export async function QuoteSlice({ slice, context }: SliceProps<"quote">) {
  const t = await getTranslations({ locale: context.locale, namespace: "Sections" });
  return <QuoteBlock quote={slice.primary} label={t("clientSays")} />;
}
