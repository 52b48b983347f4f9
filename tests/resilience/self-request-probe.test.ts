import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort, SELF_REQUEST_MARK, SELF_REQUEST_PROBE } from "../harness/servers";

/** Runs `program` under the probe with PORT set; resolves with what it printed on stderr. */
async function probed(program: string, port: number): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", SELF_REQUEST_PROBE, "--input-type=module", "-e", program],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let printed = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, printed).toBe(0);
  return printed;
}

const SERVE_AND_ASK = (target: number) => `
  import { createServer, get } from "node:http";
  const server = createServer((_request, response) => response.end("ok")).listen(${target}, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  await (await fetch("http://127.0.0.1:${target}/api/publish")).text();
  await new Promise((resolve) => get("http://localhost:${target}/sitemap.xml", (r) => r.resume().on("end", resolve)));
  server.close();`;

describe("the self-request probe every server under test carries", () => {
  it("reports a request the server sends to its own port, by fetch and by node:http", async () => {
    const port = await freePort();
    const printed = await probed(SERVE_AND_ASK(port), port);
    expect(printed).toContain(`${SELF_REQUEST_MARK} GET http://127.0.0.1:${port}/api/publish`);
    expect(printed).toContain(`${SELF_REQUEST_MARK} GET http://localhost:${port}/sitemap.xml`);
  });

  it("says nothing of a request to another port", async () => {
    const [own, other] = [await freePort(), await freePort()];
    expect(await probed(SERVE_AND_ASK(other), own)).not.toContain(SELF_REQUEST_MARK);
  });
});
