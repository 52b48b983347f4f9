import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { NotFoundView } from "@/components/sections/not-found-view";
import { notFoundMetadata } from "@/features/seo/route-metadata";
import { localeOrNotFound } from "@/views/locale-param";

type Props = { params: Promise<{ locale: string }> };

// The proxy rewrites every unmatched public path here with status 404, so the 404 page is pre-rendered
// once per language and served in the language of the path.
export function generateStaticParams() {
  return [{ rest: ["unmatched-path"] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrNotFound((await params).locale);
  return notFoundMetadata(locale);
}

export default async function Unmatched({ params }: Props) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
