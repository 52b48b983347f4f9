import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { type ContentSearchRead, searchReadTags } from "./content-tags";

/** What a page's render may know of the request it answers: read by the content queries deep in a view. */
export interface RequestContext {
  /** The request's Cookie header: the content client finds the preview session's ref in it. */
  readonly cookieHeader: string;
  /** An editor's preview session is open (the preview cookie is set). */
  readonly preview: boolean;
  /**
   * What the render read of the content, as tags (./content-tags.ts). A publish renders again only the
   * kept pages made of what it changed.
   */
  readonly reads: Set<string>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs a render with its request's context (the site's middleware wraps every request in one). */
export function withRequestContext<T>(context: RequestContext, render: () => T): T {
  return storage.run(context, render);
}

/** The current request's context; outside a request (scripts, tests, the build), no preview. */
export function requestContext(): RequestContext {
  return storage.getStore() ?? { cookieHeader: "", preview: false, reads: new Set() };
}

/** Notes what a content search read, for the request being rendered (none outside one). */
export function noteContentRead(read: ContentSearchRead): void {
  const reads = storage.getStore()?.reads;
  if (!reads) return;
  for (const tag of searchReadTags(read)) reads.add(tag);
}
