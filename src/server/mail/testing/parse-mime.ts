import "server-only";
/**
 * A small MIME reader for the mail tests: enough of RFC 5322/2045/2047/2231 to check what nodemailer
 * wrote (headers, encoded words, multipart trees, base64 and quoted-printable bodies). Not for
 * production input.
 */

export interface MimePart {
  /** Lower-cased names; the first occurrence of each header, unfolded and with encoded words decoded. */
  readonly headers: ReadonlyMap<string, string>;
  readonly contentType: string;
  readonly params: ReadonlyMap<string, string>;
  /** The decoded body (a leaf part); empty for a multipart. */
  readonly body: Buffer;
  readonly parts: readonly MimePart[];
}

function decodeQuotedPrintable(text: string, underscoreIsSpace: boolean): Buffer {
  const source = underscoreIsSpace ? text.replace(/_/g, " ") : text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? "";
    const hex = source.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(char.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (UTF-8 only, which is what nodemailer writes); adjacent words join. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        (encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : decodeQuotedPrintable(text, true)
        ).toString("utf8"),
    );
}

function parseParams(value: string): { value: string; params: Map<string, string> } {
  const [head = "", ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params = new Map<string, string>();
  const continued = new Map<string, string[]>();
  for (const piece of rest) {
    const at = piece.indexOf("=");
    if (at < 0) continue;
    const rawName = piece.slice(0, at).trim().toLowerCase();
    let paramValue = piece.slice(at + 1).trim();
    if (paramValue.startsWith('"') && paramValue.endsWith('"')) paramValue = paramValue.slice(1, -1);
    // RFC 2231: name*=utf-8''%xx and continuations name*0*=, name*1*=…
    const match = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(rawName);
    const name = match?.[1] ?? rawName;
    if (match?.[3]) paramValue = decodeURIComponent(paramValue.replace(/^[^']*'[^']*'/, ""));
    if (match?.[2] !== undefined) {
      const pieces = continued.get(name) ?? [];
      pieces[Number(match[2])] = paramValue;
      continued.set(name, pieces);
    } else {
      params.set(name, decodeEncodedWords(paramValue));
    }
  }
  for (const [name, pieces] of continued) params.set(name, pieces.join(""));
  return { value: head.trim().toLowerCase(), params };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\n\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function parsePart(raw: string): MimePart {
  const { headers, body } = splitHeaders(raw);
  const { value: contentType, params } = parseParams(headers.get("content-type") ?? "text/plain");
  const boundary = params.get("boundary");
  if (contentType.startsWith("multipart/") && boundary) {
    const parts: MimePart[] = [];
    const sections = body.split(`--${boundary}`);
    // sections[0] is the preamble; the one after the closing "--boundary--" starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      parts.push(parsePart(section.replace(/^[ \t]*\n/, "").replace(/\n$/, "")));
    }
    return { headers, contentType, params, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body, false)
        : Buffer.from(body, "latin1");
  return { headers, contentType, params, body: decoded, parts: [] };
}

/** Parses a whole message (CRLF or LF line ends). */
export function parseMime(raw: Buffer | string): MimePart {
  const text = typeof raw === "string" ? Buffer.from(raw, "utf8").toString("latin1") : raw.toString("latin1");
  // The line end that closes the message is not part of the (last) body.
  return parsePart(text.replace(/\r\n/g, "\n").replace(/\n$/, ""));
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The first leaf whose content type is `type`, decoded as UTF-8. */
export function textOf(part: MimePart, type: string): string | undefined {
  return leafParts(part)
    .find((leaf) => leaf.contentType === type && leaf.headers.get("content-disposition") === undefined)
    ?.body.toString("utf8");
}
