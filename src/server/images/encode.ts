import { createIPX, ipxFSStorage } from "ipx";
import { type ImageModifiers, type OutputFormat, toIpxModifiers } from "./modifiers";

export type Encoder = (relative: string, modifiers: ImageModifiers, format: OutputFormat) => Promise<Buffer>;

/**
 * An encoder over ipx (sharp underneath) reading only from the public directory: no HTTP storage is
 * configured, so no URL can make the server fetch anything (no SSRF). Paths were checked before.
 */
export function ipxEncoder(publicDir: string): Encoder {
  const ipx = createIPX({ storage: ipxFSStorage({ dir: publicDir }) });
  return async (relative, modifiers, format) => {
    const { data } = await ipx(relative, toIpxModifiers(modifiers, format)).process();
    return typeof data === "string" ? Buffer.from(data) : data;
  };
}
