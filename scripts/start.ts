/**
 * npm start: builds the site first when there is no build, then starts the production server with
 * NODE_ENV=production whatever the shell says, so no library shows development errors or traces
 * (docs/decisions/0220-last-error-handler.md).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${root}build/server/index.js`)) {
  console.log("No build yet: building the site first (npm run build)...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
process.env.NODE_ENV = "production";
await import("../src/server/main.ts");
