import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";

const projectRoot = `${import.meta.dirname}/../..`;
const LEADS = 400;
const CONCURRENCY = 16;
/** The server is killed once this many leads have been acknowledged: mid-burst, with posts in flight. */
const KILL_AFTER = 60;

interface Submission {
  readonly key: string;
  readonly body: string;
  readonly email: string;
  /** The id from the 201, once one arrived. */
  id?: string;
}

function submission(index: number): Submission {
  const email = `lead${index}@durability.test`;
  const body = JSON.stringify({
    locale: index % 2 === 0 ? "en" : "es",
    topic: "general",
    name: `Lead ${index}`,
    lastName: "Durability",
    email,
    message: `Message number ${index}, sent during a crash.`,
    website: "",
  });
  return { key: randomUUID(), body, email };
}

/**
 * Contact posts during a SIGKILL: a lead is acknowledged (201) only after its transaction committed, so
 * every acknowledged lead must survive the crash; the browser resends what got no answer with the same
 * Idempotency-Key (features/forms/submission.ts), so nothing is stored twice either.
 */
describe("leads when the server is killed during a burst of contact posts", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: StartedSiteServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "lumbre-durability-"));
    env = {
      SQLITE_PATH: join(dataDir, "leads.sqlite"),
      OUTBOX_DIR: join(dataDir, "outbox"),
      // This test plays the load balancer in front of the site (one trusted hop), which tells the site
      // each visitor's address in X-Forwarded-For: 400 visitors, not one client sending 400 forms.
      TRUSTED_PROXIES: "1",
    };
    server = await startSiteServer(projectRoot, { env });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function send(target: StartedSiteServer, lead: Submission, ip: string): Promise<number> {
    const response = await fetch(new URL("/api/contact", target.url), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": lead.key,
        // One visitor per lead, as in life, named by the trusted proxy this test plays: the per-address
        // limit is not what this test is about (tests/resilience/abuse.test.ts is).
        "x-forwarded-for": ip,
      },
      body: lead.body,
    });
    const answer = (await response.json()) as { id?: unknown };
    if (response.status === 201 && typeof answer.id === "string") {
      if (lead.id !== undefined && lead.id !== answer.id) throw new Error(`${lead.key} got two ids`);
      lead.id = answer.id;
    }
    return response.status;
  }

  it("keeps every acknowledged lead, and stores none twice once the unanswered ones are resent", async () => {
    const leads = Array.from({ length: LEADS }, (_, index) => submission(index));
    const ipOf = (lead: Submission) => {
      const index = leads.indexOf(lead);
      return `10.0.${Math.floor(index / 250)}.${index % 250}`;
    };

    // The burst: CONCURRENCY posts in flight at all times until the kill, which cuts some of them off.
    let next = 0;
    let acknowledged = 0;
    let killing: Promise<void> | undefined;
    const unanswered: Submission[] = [];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < leads.length && killing === undefined) {
          const lead = leads[next];
          next += 1;
          if (!lead) break;
          let status: number;
          try {
            status = await send(server, lead, ipOf(lead));
          } catch {
            unanswered.push(lead);
            continue;
          }
          statuses.push(status);
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) killing = server.kill("SIGKILL");
        }
      }),
    );
    await killing;
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const acknowledgedBeforeKill = leads.filter((lead) => lead.id !== undefined);
    expect(acknowledgedBeforeKill.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // Some posts were in flight when the process died: their visitors never got an answer.
    expect(unanswered.length).toBeGreaterThan(0);
    console.info(
      `durability: SIGKILL after ${acknowledgedBeforeKill.length} acknowledged leads, ${unanswered.length} posts cut off`,
    );

    // The server comes back on the same database; the browsers resend what got no answer with the same
    // key, then the rest of the burst goes out.
    server = await startSiteServer(projectRoot, { env, port: server.port });
    const rest = leads.slice(next);
    for (const lead of [...unanswered, ...rest]) expect(await send(server, lead, ipOf(lead))).toBe(201);
    // A resend of an acknowledged lead (its answer lost on the way) is answered with the first id.
    for (const lead of acknowledgedBeforeKill.slice(0, 10)) {
      const id = lead.id;
      expect(await send(server, lead, ipOf(lead))).toBe(201);
      expect(lead.id).toBe(id);
    }
    await server.stop();

    const db = new Database(env.SQLITE_PATH ?? "", { readonly: true });
    try {
      const rows = db.prepare("select id, email from leads").all() as { id: string; email: string }[];
      const byId = new Map(rows.map((row) => [row.id, row.email]));
      for (const lead of acknowledgedBeforeKill) expect(byId.get(lead.id ?? "")).toBe(lead.email);
      const emails = rows.map((row) => row.email);
      expect(new Set(emails).size).toBe(emails.length);
      expect(rows.length).toBe(LEADS);
      for (const lead of leads) expect(byId.get(lead.id ?? "")).toBe(lead.email);
      // Each lead's two mails (the team's and the visitor's) were stored with it.
      const mails = db.prepare("select count(*) as n from outbox").get() as { n: number };
      expect(mails.n).toBe(LEADS * 2);
    } finally {
      db.close();
    }
  });
});

/**
 * Contact posts during a SIGTERM (a deploy): the server stops taking connections but finishes every post
 * in flight, so every post it took is answered; the outbox worker finishes the send under way and marks
 * it, so a mail is never sent twice; the next start sends the rest.
 */
describe("leads when the server is stopped (SIGTERM) during a burst of contact posts", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "lumbre-drain-"));
    env = {
      SQLITE_PATH: join(dataDir, "leads.sqlite"),
      OUTBOX_DIR: join(dataDir, "outbox"),
      TRUSTED_PROXIES: "1",
    };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("answers every post it took, stores every acknowledged lead and sends every mail once", async () => {
    let server = await startSiteServer(projectRoot, { env });
    const leads = Array.from({ length: 200 }, (_, index) => submission(index));
    const acknowledged: Submission[] = [];
    /** Posts answered with anything but a 201. */
    const cutOff: string[] = [];
    let unanswered = 0;
    let next = 0;
    let stopping: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < leads.length) {
          const lead = leads[next];
          next += 1;
          if (!lead) break;
          try {
            const response = await fetch(new URL("/api/contact", server.url), {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "idempotency-key": lead.key,
                "x-forwarded-for": `10.1.${Math.floor(next / 250)}.${next % 250}`,
              },
              body: lead.body,
            });
            const answer = (await response.json()) as { id?: unknown };
            if (response.status === 201 && typeof answer.id === "string") {
              lead.id = answer.id;
              acknowledged.push(lead);
            } else cutOff.push(`${lead.key}: ${response.status}`);
          } catch {
            // No answer: the server had stopped taking connections (refused, or a kept-alive one it had
            // closed). Whether it took the post is what the database says below.
            unanswered += 1;
          }
          if (acknowledged.length === KILL_AFTER && !stopping) stopping = server.kill("SIGTERM");
        }
      }),
    );
    await stopping;
    expect(cutOff).toEqual([]);
    expect(unanswered).toBeGreaterThan(0);
    expect(server.output()).toMatch(/INFO {2}shutdown\.done /);
    console.info(
      `drain: SIGTERM after ${KILL_AFTER}; ${acknowledged.length} acknowledged, ${unanswered} not taken`,
    );

    const rowsOf = () => {
      const db = new Database(env.SQLITE_PATH ?? "", { readonly: true });
      try {
        return {
          leads: db.prepare("select id, email from leads").all() as { id: string; email: string }[],
          outbox: db.prepare("select id, status from outbox").all() as { id: string; status: string }[],
        };
      } finally {
        db.close();
      }
    };
    const afterStop = rowsOf();
    const stored = new Map(afterStop.leads.map((row) => [row.id, row.email]));
    for (const lead of acknowledged) expect(stored.get(lead.id ?? "")).toBe(lead.email);
    // And no more: a post it stored was answered, none was cut off after its commit.
    expect(afterStop.leads).toHaveLength(acknowledged.length);
    // The worker stopped between two sends: nothing was left claimed half-way.
    expect(afterStop.outbox.filter((row) => row.status === "sending")).toEqual([]);

    // The next instance sends what is left; each mail exists once.
    server = await startSiteServer(projectRoot, { env });
    const mailFiles = async () =>
      (await readdir(env.OUTBOX_DIR ?? "")).filter((name) => name.endsWith(".eml"));
    await expect
      .poll(async () => (await mailFiles()).length, { timeout: 60_000 })
      .toBe(acknowledged.length * 2);
    await server.stop();
    const sentIds = (await mailFiles()).map((name) => name.slice(name.indexOf("-") + 1, -".eml".length));
    expect(new Set(sentIds).size).toBe(sentIds.length);
    expect(rowsOf().outbox.every((row) => row.status === "sent")).toBe(true);
  });
});
