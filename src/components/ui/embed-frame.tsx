import type { SafeEmbed } from "@/content/embeds";

/**
 * A video player in a 16:9 box: the iframe the site builds from an allowed provider's address (never the
 * provider's oEmbed html), loaded as the visitor reaches it and sandboxed. `className` is the box's.
 */
export function EmbedFrame({
  embed,
  title,
  className,
}: {
  readonly embed: SafeEmbed;
  readonly title: string;
  readonly className: string;
}) {
  return (
    <div className={`aspect-video overflow-hidden ${className}`}>
      <iframe
        src={embed.src}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        className="size-full"
      />
    </div>
  );
}
