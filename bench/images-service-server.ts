// The image service alone on node:http, without the production server around it (started by
// bench/images-measure.ts): what a cached /_ipx hit costs the service itself.
// Usage: images-service-server.ts <port> <project root>
import { createServer } from "node:http";
import { join } from "node:path";
import { ipxEncoder } from "../src/server/images/encode";
import { serveImage } from "../src/server/images/handler";
import { SourceLocator } from "../src/server/images/source-path";
import { VariantCache } from "../src/server/images/variant-cache";

const [port = "0", root = "."] = process.argv.slice(2);
const publicDir = join(root, "public");
const options = {
  sources: new SourceLocator(publicDir),
  cache: new VariantCache({ maxBytes: 64 * 1024 * 1024 }),
  encode: ipxEncoder(publicDir),
};
createServer(async (req, res) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const response = await serveImage(new Request(`http://localhost${req.url ?? "/"}`, { headers }), options);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(port), "127.0.0.1");
