/**
 * npm start: builds the site first when there is no build, then starts the production server with
 * NODE_ENV=production whatever the shell says, so no library shows development errors or traces
 * (docs/decisions/0220-last-error-handler.md).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ALLOW_LOCAL_FLAG } from "./content/build-site-url.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${root}build/server/index.js`)) {
  console.log("No build yet: building the site first (npm run build)...");
  // A first run on a fresh machine serves http://localhost:3000, so it asks for a local address; a set
  // SITE_URL still wins (docs/decisions/0214-production-build-site-url.md).
  if (!process.env.SITE_URL) console.log(`SITE_URL is not set: links in this build point at http://localhost:3000.`);
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, [ALLOW_LOCAL_FLAG]: "1" } });
}
process.env.NODE_ENV = "production";
await import("../src/server/main.server.ts");
