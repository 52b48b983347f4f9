import { TitledSection } from "@/components/sections/titled-section";
import { EmbedFrame } from "@/components/ui/embed-frame";
import { safeEmbed } from "@/content/embeds";
import { getTranslations } from "@/i18n/translations";
import { type SliceProps, sliceHeadingId } from "../types";

/**
 * A video in a 16:9 frame under its kicker and title, its caption under it. The player is an iframe the
 * site builds from the address (content/embeds.ts: YouTube without cookies, Vimeo), loaded as the visitor
 * reaches it; the provider's oEmbed html is never rendered. An address of any other provider (the content
 * model refuses one, so only content that skipped it) is a link to the video, never a frame.
 */
export async function VideoSlice({ slice, index, context }: SliceProps<"video">) {
  const id = sliceHeadingId(slice, index);
  const { kicker, title, video, caption } = slice.primary;
  const embed = safeEmbed(video.embed_url);
  const videoTitle = video.title?.trim() || title;
  const t = await getTranslations({ locale: context.locale, namespace: "Sections" });
  return (
    <TitledSection id={id} kicker={kicker} title={title}>
      <figure className="mt-12">
        {embed ? (
          <EmbedFrame embed={embed} title={videoTitle} className="rounded-3xl bg-paper-deep" />
        ) : (
          <p className="rounded-3xl bg-paper-deep p-8 text-lg">
            {/^https?:\/\//i.test(video.embed_url) ? (
              <a href={video.embed_url} rel="noopener noreferrer" className="underline underline-offset-4">
                {t("watchVideo", { title: videoTitle })}
              </a>
            ) : (
              t("watchVideo", { title: videoTitle })
            )}
          </p>
        )}
        {caption ? <figcaption className="mt-4 max-w-prose text-muted">{caption}</figcaption> : null}
      </figure>
    </TitledSection>
  );
}
