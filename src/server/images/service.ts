import "server-only";
import { join } from "node:path";
import { env } from "@/platform/env";
import { createRateLimiter } from "@/platform/rate-limiter";
import { ipxEncoder } from "./encode";
import { createEncodeGate } from "./encode-gate";
import type { ImageServiceOptions } from "./handler";
import { SourceLocator } from "./source-path";
import { VariantCache } from "./variant-cache";

/** The service's limits, as IMAGE_* in the environment name them (README, "Images"). */
export interface ImageLimits {
  readonly encodeConcurrency: number;
  readonly encodeQueue: number;
  readonly encodeBurst: number;
  readonly encodesPerMinute: number;
  readonly cacheMemoryMb: number;
  readonly cacheDiskMb: number;
}

const MB = 1024 * 1024;

export function imageLimitsFromEnv(): ImageLimits {
  return {
    encodeConcurrency: env.IMAGE_ENCODE_CONCURRENCY,
    encodeQueue: env.IMAGE_ENCODE_QUEUE,
    encodeBurst: env.IMAGE_ENCODE_BURST,
    encodesPerMinute: env.IMAGE_ENCODES_PER_MINUTE,
    cacheMemoryMb: env.IMAGE_CACHE_MEMORY_MB,
    cacheDiskMb: env.IMAGE_CACHE_DISK_MB,
  };
}

/** The service over `root`/public, caching in `root`/.cache/ipx, within `limits`. */
export function createImageService(root: string, limits: ImageLimits): ImageServiceOptions {
  const publicDir = join(root, "public");
  return {
    sources: new SourceLocator(publicDir),
    cache: new VariantCache({
      maxBytes: Math.floor(limits.cacheMemoryMb * MB),
      dir: join(root, ".cache", "ipx"),
      maxDiskBytes: Math.floor(limits.cacheDiskMb * MB),
    }),
    encode: ipxEncoder(publicDir),
    gate: createEncodeGate({ concurrency: limits.encodeConcurrency, queue: limits.encodeQueue }),
    budget: createRateLimiter({ burst: limits.encodeBurst, perSecond: limits.encodesPerMinute / 60 }),
  };
}

let service: ImageServiceOptions | undefined;

/** The service as the app runs it: the working directory's public/, limits from the environment. */
export function imageService(): ImageServiceOptions {
  service ??= createImageService(process.cwd(), imageLimitsFromEnv());
  return service;
}
