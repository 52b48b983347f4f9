import { loadShareCards } from "@/features/seo/share-cards";
import { renderShareImage } from "@/features/seo/share-image";
import { keyOfShareImageFile } from "@/features/seo/share-image-path";
import { isLocale } from "@/i18n/locales";

// Public at /share/{locale}/{page}.png (a file path: the proxy leaves it alone). Every image is
// rendered once at build; an unknown name is a 404, never a render.
export const dynamic = "force-static";
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await loadShareCards()).map((card) => ({ locale: card.locale, image: `${card.key}.png` }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; image: string }> },
) {
  const { locale, image } = await params;
  const key = keyOfShareImageFile(image);
  const cards = isLocale(locale) && key ? await loadShareCards() : [];
  const card = cards.find((candidate) => candidate.locale === locale && candidate.key === key);
  if (!card) return new Response("Not found", { status: 404 });
  return renderShareImage(card);
}
