/**
 * npm run edit: the site in development plus the browser editor's local backend, so an editor can
 * change content at http://localhost:3000/admin with no account (docs/decisions/0021-browser-editor.md).
 * Decap's proxy (decap-server, file-system mode) is the only thing that writes content/; it listens on
 * 127.0.0.1 only and runs only here, never under `npm start`. PORT is honoured; CMS_PROXY_PORT sets
 * the proxy's port (default 8081).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { readSetting } from "../src/platform/settings.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = readSetting("PORT");
const proxyPort = readSetting("CMS_PROXY_PORT");
const proxyScript = createRequire(import.meta.url).resolve("decap-server/dist/index.js");

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
}

const proxy = run([proxyScript], {
  PORT: String(proxyPort),
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  BIND_HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
});
const site = run(["src/server/main.server.ts", "--dev"], {
  PORT: String(port),
  CMS_LOCAL_BACKEND_URL: `http://127.0.0.1:${proxyPort}/api/v1`,
});
console.log(`Editor: http://localhost:${port}/admin (saves go straight to content/; the preview reloads). Ctrl+C stops it.`);

// One stops, both stop: an editor without its backend, or a backend without its site, helps no one.
let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of [proxy, site]) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of [proxy, site]) child.once("exit", (code) => stop(code ?? 0));
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
