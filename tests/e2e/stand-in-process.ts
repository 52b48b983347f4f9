import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * The Prismic stand-in (scripts/content-push/stand-in) in its own process, filled by content:push as
 * `npm run content:stand-in -- --push` fills it: its clock skips the write client's waits, and must not
 * skip the test's.
 */
export interface StandIn {
  readonly contentApiUrl: string;
  readonly accessToken: string;
  /** Where the stand-in serves what https://images.prismic.io/<path> would. */
  readonly cdn: string;
  /** What content:push reads (PRISMIC_*), the write token and the APIs' endpoints among them. */
  readonly settings: Readonly<Record<string, string>>;
  readonly output: () => string;
  stop(): Promise<void>;
}

export interface StandInProcessOptions {
  /** Prismic's webhook, sent after each publish and unpublish (the stand-in's --webhook). */
  readonly webhook?: { readonly url: string; readonly secret: string };
  /** The repository's preview URL, the site's preview route (the stand-in's --preview-url). */
  readonly previewUrl?: string;
}

export async function startPushedStandIn(
  projectRoot: string,
  options: StandInProcessOptions = {},
): Promise<StandIn> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(projectRoot, "node_modules/tsx/dist/cli.mjs"),
      "--import",
      "./scripts/server-only.mjs",
      "scripts/content-push/stand-in/serve.ts",
      "--port",
      "0",
      "--push",
      ...(options.webhook ? ["--webhook", options.webhook.url] : []),
      ...(options.previewUrl ? ["--preview-url", options.previewUrl] : []),
    ],
    {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CONTENT_WEBHOOK_SECRET: options.webhook?.secret },
    },
  );
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const check = () => (printed.includes("stand-in ready\n") ? resolve() : undefined);
    child.stdout?.on("data", check);
    child.once("exit", (code) => reject(new Error(`the stand-in exited (${code}) first:\n${printed}`)));
  });
  const settings = Object.fromEntries(
    [...printed.matchAll(/^export (\w+)=(\S+)$/gm)].map(([, name, value]) => [name, value]),
  ) as Record<string, string>;
  const setting = (name: string) => {
    const value = settings[name];
    if (!value) throw new Error(`the stand-in did not print ${name}:\n${printed}`);
    return value;
  };
  return {
    contentApiUrl: setting("CONTENT_API_URL"),
    accessToken: setting("CONTENT_ACCESS_TOKEN"),
    cdn: setting("PRISMIC_IMAGE_CDN_ENDPOINT"),
    settings,
    output: () => printed,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Answers the page's requests to Prismic's image CDN from the stand-in (the suite stays on loopback);
 * returns the paths asked for, as they are asked.
 */
export async function answerPrismicCdn(page: Page, cdn: string): Promise<string[]> {
  const served: string[] = [];
  await page.route("https://images.prismic.io/**", async (route) => {
    const url = new URL(route.request().url());
    served.push(url.pathname);
    const response = await fetch(`${cdn}${url.pathname}`);
    await route.fulfill({
      status: response.status,
      headers: { "content-type": response.headers.get("content-type") ?? "application/octet-stream" },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return served;
}
