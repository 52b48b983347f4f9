import { notFound } from "next/navigation";
import { experimentForRoute } from "@/content/experiments";
import { getVariationRef } from "@/content/queries";
import { HomePage, homeMetadata } from "@/views/home-page";

type Props = { params: Promise<{ locale: string; variation: string }> };

// One pre-rendered home page per variation of the experiment running on it; the proxy picks the visitor's.
export const dynamicParams = false;

export function generateStaticParams() {
  const experiment = experimentForRoute("index");
  return Array.from({ length: experiment?.variationCount ?? 0 }, (_, index) => ({
    variation: String(index),
  }));
}

async function variationRef(variation: string): Promise<string> {
  const experiment = experimentForRoute("index");
  const ref = experiment ? await getVariationRef(experiment.googleId, Number(variation)) : undefined;
  if (!ref) notFound();
  return ref;
}

export async function generateMetadata({ params }: Props) {
  const { locale, variation } = await params;
  return homeMetadata(locale, await variationRef(variation));
}

export default async function HomeVariation({ params }: Props) {
  const { locale, variation } = await params;
  return <HomePage locale={locale} refOf={await variationRef(variation)} />;
}
