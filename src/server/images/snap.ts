// Relative import: the pre-render script loads this module through tsx as well as the app.
import "server-only";
import { IMAGE_WIDTHS } from "../../components/ui/image-sources";
import { type ImageModifiers, MAX_DIMENSION } from "./modifiers";

/**
 * The sizes the service renders: small steps for icons and thumbnails, the breakpoints the pages link
 * to (so every pre-rendered variant is already on the list), then 2x-screen sizes up to the limit.
 */
export const SNAP_SIDES: readonly number[] = [
  ...new Set([16, 32, 64, 128, 256, ...IMAGE_WIDTHS, 1920, 2560, MAX_DIMENSION]),
].sort((a, b) => a - b);

/**
 * Qualities the service encodes at: multiples of 5, plus the ones the pages link to (WebP at 72), so a
 * quality one step apart is the same variant. Nobody sees the difference between q_71 and q_72.
 */
export const SNAP_QUALITIES: readonly number[] = [
  ...new Set([...Array.from({ length: 20 }, (_, step) => (step + 1) * 5), 72]),
].sort((a, b) => a - b);

/** The first value on the list at least `value`; the list's largest when `value` is above it. */
function roundUp(value: number, list: readonly number[]): number {
  return list.find((step) => step >= value) ?? list.at(-1) ?? value;
}

/**
 * Rounds the requested size and quality up to the next step, so arbitrary numbers map onto a few
 * variants instead of one encode each. One side given: it is rounded up (the other follows the source's
 * shape, as before). Both sides given: the longer one is rounded up and the shorter scaled by the same
 * factor, so the box keeps the shape that was asked (fit and cropping mean the same); the result never
 * exceeds MAX_DIMENSION since the longer side never does. Values already on the lists stay as they are.
 */
export function snapModifiers(modifiers: ImageModifiers): ImageModifiers {
  const { width, height, quality } = modifiers;
  const snapped: { width?: number; height?: number; quality?: number } = {};
  if (width !== undefined && height !== undefined) {
    const longer = Math.max(width, height);
    const factor = roundUp(longer, SNAP_SIDES) / longer;
    snapped.width = Math.max(1, Math.round(width * factor));
    snapped.height = Math.max(1, Math.round(height * factor));
  } else if (width !== undefined) {
    snapped.width = roundUp(width, SNAP_SIDES);
  } else if (height !== undefined) {
    snapped.height = roundUp(height, SNAP_SIDES);
  }
  if (quality !== undefined) snapped.quality = roundUp(quality, SNAP_QUALITIES);
  return { ...modifiers, ...snapped };
}
