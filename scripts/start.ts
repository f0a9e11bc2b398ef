/**
 * npm start: builds the site first when there is no build, or when the build no longer matches content/, src/
 * or the build's other inputs, then starts the
 * production server with NODE_ENV=production whatever the shell says, so no library shows development errors
 * or traces.
 */
import { execSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ALLOW_LOCAL_FLAG, LOCAL_SITE_URL } from "../src/content/compiler/build-site-url.ts";
import { checkBuild } from "./stale-build.ts";
import { isSet, readSetting } from "../src/platform/settings.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
// The folder the build compiles: content/, or CONTENT_DIR as content-build.ts reads it.
const check = checkBuild(root, readSetting("CONTENT_DIR") || join(root, "content"));
if (check.build) {
  console.log(check.message);
  // npm start serves http://localhost:3000, so it asks for a local address; a set SITE_URL still wins
  // (docs/decisions/0214-production-build-site-url.md).
  if (!isSet("SITE_URL")) console.log(`SITE_URL is not set: links in this build point at ${LOCAL_SITE_URL}.`);
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, [ALLOW_LOCAL_FLAG]: "1" } });
} else if (check.note) console.log(check.note);
process.env.NODE_ENV = "production";
await import("../src/server/main.server.ts");
