// npm run install-plan: does `npm install` (and `npm ci`) resolve for a newcomer on another machine?
// For each target platform it asks npm for its install plan in a throw-away copy of package.json and
// package-lock.json (`npm install --dry-run --os=… --cpu=…`, then `npm ci --dry-run` the same way), and
// checks the plan against the lockfile: every package npm would add must run on the target (its `os` and
// `cpu`). That second check is the one that matters: a dry run does not refuse a required package built
// for another platform (npm checks those against the machine it runs on), a real install there would.
// With --ci it also runs a real `npm ci` on this machine in such a copy (with scripts/, for the
// postinstall), and lists every warning it prints. It writes bench/install-plan.md and exits 1 when a
// target fails.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, sep } from "node:path";

const root = join(import.meta.dirname, "..");
// npm as a newcomer runs it: under `npm run`, node_modules/.bin (with the project's own node) leads PATH
// and would run the inner npm on Node 22, and npm_config_* (`--silent` among them) would pass to it; the
// machine's own Node and npm configuration are what an install starts with.
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  PATH: (process.env.PATH ?? "")
    .split(delimiter)
    .filter((entry) => !entry.includes(`node_modules${sep}.bin`))
    .join(delimiter),
};
const realCi = process.argv.includes("--ci");
const targets = [
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
];

const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
/** Lockfile entries by "name@version" (a package may sit at several paths; they agree on os and cpu). */
const entries = new Map();
for (const [path, entry] of Object.entries(lock.packages)) {
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  if (path !== "") entries.set(`${name}@${entry.version}`, entry);
}

/** npm's own rule for `os`/`cpu` (a name or a list): names allow, `!name` refuses, nothing allows all. */
function allows(field, value) {
  const list = typeof field === "string" ? [field] : (field ?? []);
  if (list.includes(`!${value}`)) return false;
  const positive = list.filter((item) => !item.startsWith("!"));
  return positive.length === 0 || positive.includes(value);
}

function copyProject(withScripts) {
  const dir = mkdtempSync(join(tmpdir(), "install-plan-"));
  for (const file of ["package.json", "package-lock.json"]) cpSync(join(root, file), join(dir, file));
  if (withScripts) cpSync(join(root, "scripts"), join(dir, "scripts"), { recursive: true });
  return dir;
}

function npm(dir, args) {
  const started = performance.now();
  const run = spawnSync("npm", args, { cwd: dir, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return {
    status: run.status,
    output: `${run.stdout}${run.stderr}`,
    stdout: run.stdout,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The warnings a run printed, one line each (EBADENGINE's five lines as one). */
function warnings(output) {
  const lines = output.split("\n").filter((line) => line.startsWith("npm warn"));
  const engine = [
    ...new Set(
      lines.flatMap((line) => /npm warn EBADENGINE\s+package: '([^']+)'/.exec(line)?.slice(1, 2) ?? []),
    ),
  ];
  const others = lines.filter((line) => !line.startsWith("npm warn EBADENGINE"));
  return [
    ...(engine.length > 0 ? [`EBADENGINE (Node ${npmNode} runs npm): ${engine.join(", ")}`] : []),
    ...others,
  ];
}

function plan(target) {
  const dir = copyProject(false);
  try {
    const flags = [
      `--os=${target.os}`,
      `--cpu=${target.cpu}`,
      ...(target.libc ? [`--libc=${target.libc}`] : []),
      "--dry-run",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
    ];
    const install = npm(dir, ["install", ...flags]);
    const ci = npm(dir, ["ci", ...flags]);
    const added = [...install.output.matchAll(/^add (\S+) (\S+)$/gm)].map(
      ([, name, version]) => `${name}@${version}`,
    );
    const wrongPlatform = added.filter((id) => {
      const entry = entries.get(id);
      return entry && !(allows(entry.os, target.os) && allows(entry.cpu, target.cpu));
    });
    const native = added.filter((id) => {
      const entry = entries.get(id);
      return entry?.os || entry?.cpu;
    });
    const nodePackage = native.find((id) => /^node-[a-z]+-[a-z0-9]+@/.test(id));
    return {
      name: `${target.os}-${target.cpu}`,
      install: install.status,
      ci: ci.status,
      ciError: ci.status === 0 ? "" : (ci.output.match(/^npm error .*$/m)?.[0] ?? ""),
      added: added.length,
      wrongPlatform,
      native,
      nodePackage,
      ok: install.status === 0 && ci.status === 0 && wrongPlatform.length === 0 && added.length > 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hostCi() {
  const dir = copyProject(true);
  try {
    const run = npm(dir, ["ci", "--no-audit", "--no-fund"]);
    const node = spawnSync(join(dir, "node_modules", ".bin", "node"), ["-p", "process.version"], {
      encoding: "utf8",
    });
    return {
      status: run.status,
      seconds: run.seconds,
      warnings: warnings(run.output),
      projectNode: node.status === 0 ? node.stdout.trim() : "none in node_modules/.bin",
      tail: run.stdout.trim().split("\n").slice(-3).join("\n"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const npmVersion = execFileSync("npm", ["--version"], { env, encoding: "utf8" }).trim();
const npmNode = execFileSync("node", ["-p", "process.version"], { env, encoding: "utf8" }).trim();
const results = targets.map((target) => {
  const result = plan(target);
  console.log(`${result.name}: ${result.ok ? "resolves" : "FAILS"} (${result.added} packages)`);
  return result;
});
const host = realCi ? hostCi() : undefined;
if (host) console.log(`npm ci on ${process.platform}-${process.arch}: exit ${host.status}`);

const cell = (items) => (items.length > 0 ? items.map((item) => `\`${item}\``).join(", ") : "none");
const lines = [
  "# Install plan per platform",
  "",
  `Written by \`npm run install-plan${realCi ? " -- --ci" : ""}\` (scripts/install-plan.mjs) on ${new Date().toISOString().slice(0, 10)}, npm ${npmVersion}, npm run under Node ${npmNode} on ${process.platform}-${process.arch}.`,
  "Each target: `npm install --dry-run` and `npm ci --dry-run` with `--os`/`--cpu` in a throw-away copy of package.json and package-lock.json, then every package the plan adds checked against its `os`/`cpu` in the lockfile (a dry run does not refuse a required package of another platform; a real install there would).",
  "",
  "| target | npm install plan | npm ci plan | packages | of another platform | the project's Node |",
  "|---|---|---|---|---|---|",
  ...results.map(
    (result) =>
      `| ${result.name} | ${result.install === 0 ? "resolves" : `exit ${result.install}`} | ${result.ci === 0 ? "accepts the lockfile" : `exit ${result.ci}: ${result.ciError}`} | ${result.added} | ${cell(result.wrongPlatform)} | ${result.nodePackage ? `\`${result.nodePackage}\` (node_modules/.bin/node)` : "none in the registry: the Node on PATH, 22.12 or newer"} |`,
  ),
  "",
  "Platform packages each plan installs (optional dependencies chosen by `os`/`cpu`):",
  "",
  ...results.map((result) => `- ${result.name}: ${cell(result.native)}`),
  "",
];
if (host) {
  lines.push(
    `## A real \`npm ci\` on this machine (${process.platform}-${process.arch})`,
    "",
    `In a throw-away copy with scripts/ (the postinstall): exit ${host.status}, ${host.seconds.toFixed(0)} s; the project's Node afterwards: ${host.projectNode}.`,
    "",
    "Warnings it printed:",
    "",
    ...(host.warnings.length > 0 ? host.warnings.map((line) => `- ${line}`) : ["- none"]),
    "",
    "```",
    host.tail,
    "```",
    "",
  );
}
writeFileSync(join(root, "bench", "install-plan.md"), lines.join("\n"));
console.log("bench/install-plan.md written");
if (!results.every((result) => result.ok) || (host && host.status !== 0)) process.exit(1);
