import "server-only";
import { createIPX, ipxFSStorage } from "ipx";
import { type ImageModifiers, type OutputFormat, toIpxModifiers } from "./modifiers";

export type Encoder = (relative: string, modifiers: ImageModifiers, format: OutputFormat) => Promise<Buffer>;

/** An encode that failed because of what the request asked for (a 400), not because of the server. */
export class ImageRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRequestError";
  }
}

/**
 * sharp checks every argument it is handed ("Expected positive integer … for width but received 0"); ipx
 * hands it values derived from the modifiers, so such a refusal is the request's doing. A source that
 * will not decode fails with other messages and stays a server-side failure.
 */
function requestFault(error: unknown): ImageRequestError | undefined {
  if (!(error instanceof Error) || !/^Expected /.test(error.message)) return undefined;
  const reason = error.message.split("\n")[0]?.replace(/ of type \w+$/, "") ?? "";
  return new ImageRequestError(`These modifiers cannot be applied to this image (${reason})`);
}

/**
 * An encoder over ipx (sharp underneath) reading only from the public directory: no HTTP storage is
 * configured, so no URL can make the server fetch anything (no SSRF). Paths were checked before.
 */
export function ipxEncoder(publicDir: string): Encoder {
  const ipx = createIPX({ storage: ipxFSStorage({ dir: publicDir }) });
  return async (relative, modifiers, format) => {
    try {
      const { data } = await ipx(relative, toIpxModifiers(modifiers, format)).process();
      return typeof data === "string" ? Buffer.from(data) : data;
    } catch (error) {
      throw requestFault(error) ?? error;
    }
  };
}
