import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { NotFoundView } from "@/components/sections/not-found-view";
import { notFoundMetadata } from "@/features/seo/route-metadata";
import { isLocale } from "@/i18n/locales";

type Props = { params: Promise<{ locale: string }> };

// The proxy rewrites every unmatched public path here with status 404, so the 404 page is pre-rendered
// once per language and served in the language of the path.
export function generateStaticParams() {
  return [{ rest: ["unmatched-path"] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return notFoundMetadata(locale);
}

export default async function Unmatched({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
