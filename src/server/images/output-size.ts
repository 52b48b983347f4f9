import "server-only";
import type { ImageModifiers } from "./modifiers";

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/**
 * Why these modifiers cannot make an image of this source, or undefined when they can. It repeats what
 * ipx does with a box (both sides): without enlargement the box is first shrunk to fit the source,
 * keeping its shape, and a side that rounds to 0 px there makes sharp throw. One side alone cannot fail:
 * sharp keeps the other side at 1 px at least.
 */
export function outputSizeProblem(source: Dimensions, modifiers: ImageModifiers): string | undefined {
  const { width, height } = modifiers;
  if (width === undefined || height === undefined) return undefined;
  const ratio = width / height;
  let box = { width, height };
  if (box.width > source.width) box = { width: source.width, height: Math.round(source.width / ratio) };
  if (box.height > source.height) box = { width: Math.round(source.height * ratio), height: source.height };
  if (box.width >= 1 && box.height >= 1) return undefined;
  return `A ${width}x${height} box does not fit this ${source.width}x${source.height} image: one side would be 0 px`;
}
