import clsx from "clsx";

/**
 * One of the site's illustrations (public/images/, made by `npm run art`): abstract, so decorative.
 * Width and height are set so the page does not shift while it loads.
 */
export function Illustration({
  src,
  priority,
  className,
}: {
  readonly src: string;
  readonly priority?: boolean;
  readonly className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={900}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={clsx("h-auto w-full rounded-3xl bg-paper-deep", className)}
    />
  );
}
