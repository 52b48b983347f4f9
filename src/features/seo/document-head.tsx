import type { PageMetadata, ShareImage } from "./page-metadata";

interface DocumentHeadProps {
  readonly metadata: PageMetadata;
  /** SITE_URL: every path in the metadata becomes absolute against it. */
  readonly siteUrl: string;
}

/**
 * The page's own part of <head>: title, description, canonical, hreflang, feeds, Open Graph, Twitter card.
 */
export function DocumentHead({ metadata, siteUrl }: DocumentHeadProps) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const { openGraph: og, twitter } = metadata;
  return (
    <>
      <title>{metadata.title.absolute}</title>
      <meta name="description" content={metadata.description} />
      <meta name="application-name" content={og.siteName} />
      {metadata.robots ? (
        <meta
          name="robots"
          content={`${metadata.robots.index ? "index" : "noindex"}, ${metadata.robots.follow ? "follow" : "nofollow"}`}
        />
      ) : null}
      {metadata.alternates ? (
        <>
          <link rel="canonical" href={absolute(metadata.alternates.canonical)} />
          {Object.entries(metadata.alternates.languages).map(([tag, path]) => (
            <link key={tag} rel="alternate" hrefLang={tag} href={absolute(path)} />
          ))}
        </>
      ) : null}
      {metadata.feeds?.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          href={absolute(feed.path)}
          title={feed.title}
        />
      ))}
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      {og.url ? <meta property="og:url" content={absolute(og.url)} /> : null}
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      {og.images.map((image) => (
        <ImageMeta key={image.url} prefix="og:image" image={image} absolute={absolute} />
      ))}
      {og.alternateLocale.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:type" content={og.type} />
      {og.publishedTime ? <meta property="article:published_time" content={og.publishedTime} /> : null}
      {og.modifiedTime ? <meta property="article:modified_time" content={og.modifiedTime} /> : null}
      {og.authors?.map((author) => (
        <meta key={author} property="article:author" content={author} />
      ))}
      {og.section ? <meta property="article:section" content={og.section} /> : null}
      <meta name="twitter:card" content={twitter.card} />
      <meta name="twitter:title" content={twitter.title} />
      <meta name="twitter:description" content={twitter.description} />
      {twitter.images.map((image) => (
        <ImageMeta key={image.url} prefix="twitter:image" image={image} absolute={absolute} name />
      ))}
    </>
  );
}

function ImageMeta({
  prefix,
  image,
  absolute,
  name = false,
}: {
  readonly prefix: string;
  readonly image: ShareImage;
  readonly absolute: (path: string) => string;
  readonly name?: boolean;
}) {
  const attribute = (key: string) => (name ? { name: key } : { property: key });
  const alt = <meta {...attribute(`${prefix}:alt`)} content={image.alt} />;
  // The order the site's heads always had: the Twitter card names the alt text first.
  return (
    <>
      <meta {...attribute(prefix)} content={absolute(image.url)} />
      {name ? alt : null}
      <meta {...attribute(`${prefix}:type`)} content={image.type} />
      <meta {...attribute(`${prefix}:width`)} content={String(image.width)} />
      <meta {...attribute(`${prefix}:height`)} content={String(image.height)} />
      {name ? null : alt}
    </>
  );
}
