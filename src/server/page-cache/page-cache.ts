import "server-only";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/platform/env";
import { nodeCacheKey, pageCacheKey } from "./cache-key";
import { PageStore, type StoredAnswer } from "./page-store";
import {
  answerFrom,
  CACHE_STATUS_HEADER,
  forKeeping,
  keepSeconds,
  needsPlainBody,
  plainBody,
  toStoredAnswer,
  writeStored,
} from "./stored-answer";

/** Renders a page in this process (Astro's app), as the route cache asks for it: never over the network. */
export type PageRenderer = (request: Request) => Promise<Response>;

export interface PageCacheLimits {
  /** Bytes kept in all: every page of both languages, gzipped, fits several times over. */
  readonly maxBytes: number;
  /** The largest single answer kept. */
  readonly entryBytes: number;
}

/** The largest single answer kept: a page is tens of kilobytes; a share image a few hundred. */
const ENTRY_BYTES = 4 * 1024 * 1024;
/** Renders a refresh runs at a time: visitors' own renders keep the rest of the machine. */
const REFRESH_CONCURRENCY = 4;
/** A refresh renders at most this many pages; the rest are rendered again as visitors ask. */
const MAX_REFRESH = 5_000;
/** Warming stops once the kept pages take this share of the cache's budget. */
const WARM_FILL = 0.9;
/** What a page that no longer exists at its path answers: gone, or moved. */
const GONE = new Set([301, 308, 404, 410]);
/** Marks the cache's own renders, which replace what is kept instead of being answered from it. */
const RENDER_HEADER = "x-lumbre-page-render";
/** A refresh tries a page that failed to render again after these waits, then leaves it to the retries. */
const RETRY_WAITS_MS = [1_000, 5_000];

/** What a refresh came to: pages rendered again and kept, and the keys of those it could not render. */
export interface RefreshOutcome {
  readonly replaced: number;
  readonly failed: readonly string[];
}

/**
 * The route cache behind Astro's `cache` API (provider.ts is its entrypoint): pages set
 * `cache.set({ maxAge, tags })` (src/site/middleware.ts) with the documents they read as tags; a publish
 * invalidates the tags it changed. An invalidated page stays served until its new render is kept; the
 * production server registers a renderer, so that render happens right after the publish, in-process.
 */
export class PageCache {
  readonly store: PageStore;
  private renderer: PageRenderer | undefined;
  /** Keys being rendered again in the background: one render per key at a time. */
  private readonly rendering = new Map<string, Promise<boolean>>();
  // The cache's own renders carry this value; a client copying the header name cannot guess it.
  private readonly renderToken = randomBytes(16).toString("hex");
  /** Pages a publish changed that could not be rendered since: served stale, and tried again. */
  private readonly unrefreshed = new Set<string>();

  constructor(
    limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms).unref()),
  ) {
    this.store = new PageStore(limits);
  }

  /** Pages a publish changed whose new render is not kept yet (readiness and metrics report them). */
  get unrefreshedCount(): number {
    return this.unrefreshed.size;
  }

  /** The production server's in-process renderer: invalidated pages are rendered again right away. */
  setRenderer(renderer: PageRenderer | undefined): void {
    this.renderer = renderer;
  }

  /** Astro's provider hook: answers from the cache, or renders (`next`) and keeps what may be kept. */
  async onRequest(request: Request, url: URL, next: () => Promise<Response>): Promise<Response> {
    const key = pageCacheKey(request, url);
    if (key === undefined) return next();
    if (request.headers.get(RENDER_HEADER) === this.renderToken) {
      const kept = await this.renderAndKeep(key, next).catch(() => false);
      return new Response(null, { status: kept ? 204 : 503 });
    }
    const kept = this.store.get(key, this.now());
    if (kept) {
      if (kept.stale) void this.renderInBackground(key, next);
      const answer = this.servable(key, kept.answer, request.headers.get("accept-encoding"));
      return answerFrom(request, answer, kept.stale ? "stale" : "hit");
    }
    const generation = this.store.generation;
    const response = await next();
    // A HEAD costs a render but carries no body to keep.
    const seconds = request.method === "GET" ? keepSeconds(response) : undefined;
    if (seconds === undefined) return response;
    const stored = await toStoredAnswer(response, seconds, this.now());
    this.store.set(key, forKeeping(stored), generation);
    return answerFrom(request, stored, "miss");
  }

  /**
   * The production server's fast path: writes a kept, current page straight to a Node response, before
   * the request reaches Astro (whose pipeline would find the same answer at several times the cost).
   * False when it has none: a stale page, too, goes through Astro, which serves it and renders it again.
   */
  serveKept(request: IncomingMessage, response: ServerResponse): boolean {
    const key = nodeCacheKey(request);
    if (key === undefined) return false;
    const kept = this.store.get(key, this.now());
    if (!kept || kept.stale) return false;
    writeStored(
      request,
      response,
      this.servable(key, kept.answer, request.headers["accept-encoding"] ?? null),
    );
    return true;
  }

  /** The kept answer with what this client takes: the body as rendered kept too, once one asks for it. */
  private servable(key: string, answer: StoredAnswer, acceptEncoding: string | null): StoredAnswer {
    return needsPlainBody(acceptEncoding, answer)
      ? this.store.keepPlain(key, answer, plainBody(answer))
      : answer;
  }

  /**
   * A publish changed `tags` (documents and their types), or everything: the pages made of them are
   * marked stale and rendered again, a failed one tried again twice. Resolves with the pages actually
   * replaced and those still stale (served as such, and tried again by retryUnrefreshed and by visits).
   */
  async invalidate(tags: readonly string[] | "all"): Promise<RefreshOutcome> {
    const keys = this.store.invalidate(tags).slice(0, MAX_REFRESH);
    for (const key of keys) this.unrefreshed.add(key);
    let failed = await this.renderKeys(keys);
    for (const ms of RETRY_WAITS_MS) {
      if (failed.length === 0) break;
      await this.wait(ms);
      failed = await this.renderKeys(failed);
    }
    return { replaced: keys.length - failed.length, failed };
  }

  /** Tries again the pages a publish changed that could not be rendered yet. */
  async retryUnrefreshed(): Promise<RefreshOutcome> {
    const keys = [...this.unrefreshed];
    const failed = await this.renderKeys(keys);
    return { replaced: keys.length - failed.length, failed };
  }

  /**
   * Renders and keeps `paths` in their order (at start: the pages the sitemap lists), until the cache is
   * nearly full: a page warmed past that would only push out one warmed before it. Resolves with how many
   * were kept.
   */
  async warm(paths: readonly string[]): Promise<number> {
    const keys = paths.map((path) => `http ${path}`);
    const full = () => this.store.usedBytes >= this.store.maxBytes * WARM_FILL;
    await this.renderKeys(keys, full);
    return keys.filter((key) => this.store.has(key)).length;
  }

  /**
   * Renders `keys` in-process, a few at a time, until `stop` says so; resolves with those that could not
   * be kept (those never tried left out).
   */
  private async renderKeys(keys: readonly string[], stop: () => boolean = () => false): Promise<string[]> {
    const renderer = this.renderer;
    if (!renderer) return [...keys];
    const failed: string[] = [];
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined && !stop(); key = queue.shift()) {
        const space = key.indexOf(" ");
        const https = key.startsWith("https ");
        const request = new Request(`http://localhost${key.slice(space + 1)}`, {
          headers: { [RENDER_HEADER]: this.renderToken, "x-forwarded-proto": https ? "https" : "http" },
        });
        // A page that could not be rendered stays as it was kept; the next visit renders it again.
        const kept = await renderer(request).then(
          (response) => response.status === 204,
          () => false,
        );
        if (!kept) failed.push(key);
      }
    };
    await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
    return failed;
  }

  private renderInBackground(key: string, next: () => Promise<Response>): Promise<boolean> {
    const running = this.rendering.get(key);
    if (running) return running;
    const render = this.renderAndKeep(key, next)
      .catch(() => false)
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    return render;
  }

  /**
   * Renders `key` again and keeps the answer; a failed render leaves the kept one in place. A page that
   * is no more (its document unpublished: 404 or 410; renamed: a redirect) is dropped, never served stale.
   */
  private async renderAndKeep(key: string, next: () => Promise<Response>): Promise<boolean> {
    const generation = this.store.generation;
    const response = await next();
    if (GONE.has(response.status)) {
      await response.body?.cancel();
      this.store.delete(key);
      this.unrefreshed.delete(key);
      return true;
    }
    const seconds = keepSeconds(response);
    if (seconds === undefined) {
      await response.body?.cancel();
      return false;
    }
    const stored = forKeeping(await toStoredAnswer(response, seconds, this.now()));
    const kept = this.store.set(key, stored, generation);
    // Kept current (no publish since it began): what the last publish changed has reached this page.
    if (kept && generation === this.store.generation) this.unrefreshed.delete(key);
    return kept;
  }
}

/** The site's route cache: one per process, shared by Astro's provider and the production server. */
export const pageCache = new PageCache({
  maxBytes: env.PAGE_CACHE_MEGABYTES * 1024 * 1024,
  entryBytes: ENTRY_BYTES,
});

export { CACHE_STATUS_HEADER };
