import { asLinkAttrs, type RichTextField, type RTImageNode } from "@prismicio/client";
import { PrismicRichText, type RichTextComponents } from "@prismicio/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { EmbedFrame } from "@/components/ui/embed-frame";
import { SiteImage } from "@/components/ui/site-image";
import { safeEmbed } from "@/content/embeds";
import { linkResolver } from "@/content/link-resolver";

/**
 * An image block's link, resolved like a hyperlink span: site pages through the route table (client-side
 * navigation), web links as plain anchors. A link that resolves to nothing (a broken or empty one) leaves
 * the image unlinked rather than pointing at the current page.
 */
function ImageLink({
  linkTo,
  children,
}: {
  readonly linkTo: RTImageNode["linkTo"];
  readonly children: ReactNode;
}) {
  const { href, target, rel } = asLinkAttrs(linkTo, { linkResolver: (link) => linkResolver(link) });
  if (!href) return children;
  const className = "block rounded-2xl";
  return href.startsWith("/") ? (
    <AppLink href={href} className={className}>
      {children}
    </AppLink>
  ) : (
    <a href={href} target={target} rel={rel} className={className}>
      {children}
    </a>
  );
}

/** Prismic's image blocks carry a label its client's types leave out; one class-name token or nothing. */
function imageLabel(node: RTImageNode): string | undefined {
  const label: unknown = "label" in node ? node.label : undefined;
  return typeof label === "string" && /^[A-Za-z][\w-]*$/.test(label) ? label : undefined;
}

/**
 * Block types mapped to the site's typography (spans are nested by @prismicio/client, not by hand).
 * `codeLabel` names a code block's scroll region in the page's language.
 */
const componentsFor = (codeLabel: string | undefined): RichTextComponents => ({
  heading1: ({ children }) => <h2 className="mt-16 font-display text-headline font-semibold">{children}</h2>,
  heading2: ({ children }) => (
    <h2 className="mt-14 font-display text-3xl font-semibold tracking-tight">{children}</h2>
  ),
  heading3: ({ children }) => (
    <h3 className="mt-10 font-display text-2xl font-semibold tracking-tight">{children}</h3>
  ),
  heading4: ({ children }) => <h4 className="mt-8 text-xl font-semibold">{children}</h4>,
  heading5: ({ children }) => <h5 className="mt-8 text-lg font-semibold">{children}</h5>,
  heading6: ({ children }) => <h6 className="mt-8 font-semibold">{children}</h6>,
  paragraph: ({ children }) => <p className="mt-6 text-lg leading-relaxed text-ink/85">{children}</p>,
  // Code keeps its lines: a long one scrolls inside the box (reachable by keyboard) instead of wrapping
  // mid-string on a phone.
  preformatted: ({ node }) => {
    const className = "max-w-full overflow-x-auto rounded-xl bg-ink p-5 text-sm whitespace-pre text-paper";
    return codeLabel ? (
      <section aria-label={codeLabel} className="mt-6">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
        <pre tabIndex={0} className={className}>
          <code>{node.text}</code>
        </pre>
      </section>
    ) : (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      <pre tabIndex={0} className={clsx("mt-6", className)}>
        <code>{node.text}</code>
      </pre>
    );
  },
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  list: ({ children }) => (
    <ul className="mt-6 list-disc space-y-2 pl-6 text-lg text-ink/85 marker:text-ember">{children}</ul>
  ),
  oList: ({ children }) => (
    <ol className="mt-6 list-decimal space-y-2 pl-6 text-lg text-ink/85 marker:font-semibold">{children}</ol>
  ),
  listItem: ({ children }) => <li>{children}</li>,
  oListItem: ({ children }) => <li>{children}</li>,
  // Editors' "highlight" label marks a passage; any other label keeps its name for styling hooks.
  label: ({ node, children }) =>
    node.data.label === "highlight" ? (
      <mark className="rounded bg-ember/15 px-1 text-ink">{children}</mark>
    ) : (
      <span data-label={node.data.label}>{children}</span>
    ),
  // The block's label is the editor's styling hook, as a class; its linkTo wraps the image.
  image: ({ node }) => (
    <figure className={clsx("mt-10", imageLabel(node))}>
      <ImageLink linkTo={node.linkTo}>
        {/* The site's own images or Prismic's CDN: the only two the content model allows. */}
        <SiteImage
          src={node.url}
          dimensions={node.dimensions}
          alt={node.alt ?? ""}
          sizes="(min-width: 1024px) 768px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </ImageLink>
      {node.copyright ? <figcaption className="mt-2 text-sm text-muted">{node.copyright}</figcaption> : null}
    </figure>
  ),
  embed: ({ node }) => {
    const embed = safeEmbed(node.oembed.embed_url);
    const title = node.oembed.title ?? node.oembed.provider_name ?? node.oembed.embed_url;
    if (!embed) {
      return (
        <p className="mt-6">
          <a href={node.oembed.embed_url} rel="noopener noreferrer" className="underline underline-offset-4">
            {title}
          </a>
        </p>
      );
    }
    return <EmbedFrame embed={embed} title={title} className="mt-10 rounded-2xl bg-ink" />;
  },
});

/** Rich text from content documents, with document links resolved through the route table. */
export function RichText({
  field,
  codeLabel,
}: {
  readonly field: RichTextField | null | undefined;
  /** What a code block is, in the page's language ("Code example"): its scroll region's name. */
  readonly codeLabel?: string;
}) {
  return (
    <PrismicRichText
      field={field}
      components={componentsFor(codeLabel)}
      linkResolver={(link) => linkResolver(link)}
      internalLinkComponent={AppLink}
    />
  );
}
