/**
 * The launcher (src/server/main.server.ts): its answer to a bad setting (one line saying what to set, exit
 * code 1, no stack trace) and its server's time-outs. It runs from a scratch project whose "build" is a few
 * lines that read the real settings modules, so no site build is needed.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const module = (path: string) => JSON.stringify(pathToFileURL(join(root, path)).href);
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "launcher-"));
  mkdirSync(join(project, "src/server"), { recursive: true });
  mkdirSync(join(project, "build/server"), { recursive: true });
  copyFileSync(join(root, "src/server/main.server.ts"), join(project, "src/server/main.server.ts"));
  writeFileSync(join(project, "package.json"), '{ "type": "module" }\n');
  // The site's start reads its settings as startSite does; with good ones it serves nothing but listens.
  writeFileSync(
    join(project, "build/server/index.js"),
    `import { readSettings } from ${module("src/platform/settings.server.ts")};
export async function startSite() {
  const settings = readSettings();
  const log = { info() {}, warn() {}, error() {} };
  // Answers the launcher's time-outs, as its server holds them.
  const app = (request, response) => {
    const { requestTimeout, headersTimeout } = request.socket.server;
    response.end(JSON.stringify({ requestTimeout, headersTimeout }));
  };
  return { app, settings, log, stopWatching() {}, close: async () => {} };
}
`,
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(project, "src/server/main.server.ts")], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: run.status, stderr: run.stderr, stdout: run.stdout };
}

describe("npm start with a bad setting", { timeout: 30_000 }, () => {
  it("MEETING_LINK_SECRET under 16 characters: one line saying what to set, exit 1, no stack trace", () => {
    const { code, stderr } = start({ MEETING_LINK_SECRET: "too-short", PORT: "0" });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Not started: MEETING_LINK_SECRET is 9 characters long; set it to at least 16 random characters[^\n]*\n$/);
  });

  it.each([
    ["PORT", { PORT: "99999" }],
    ["PORT", { PORT: "abc" }],
    ["SITE_URL", { SITE_URL: "not a url", PORT: "0" }],
    ["LOG_FORMAT", { LOG_FORMAT: "xml", PORT: "0" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true", PORT: "0" }],
  ])("%s: the same one line", (name, env) => {
    const { code, stderr } = start(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`^Not started: ${name} must [^\\n]*\\n$`));
  });

  it("several bad settings: one line each, so all are fixed at once", () => {
    const { code, stderr } = start({ PORT: "abc", LOG_FORMAT: "xml" });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Not started: PORT must [^\n]*\nNot started: LOG_FORMAT must [^\n]*\n$/);
  });

  it("a port in use: one line naming PORT and HOST", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const { code, stderr } = start({ PORT: String(port), HOST: "127.0.0.1" });
      expect(code).toBe(1);
      expect(stderr).toBe(`Not started: cannot listen on 127.0.0.1:${port} (EADDRINUSE); set PORT or HOST.\n`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe("the launcher's server", { timeout: 30_000 }, () => {
  it("holds a slow request's body for 30 s at most and its headers for 10 s, not Node's 300 s and 60 s", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, [join(project, "src/server/main.server.ts")], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
      stdio: "ignore",
    });
    try {
      let timeouts: Record<string, number> | undefined;
      const ask = () => fetch(`http://127.0.0.1:${port}/`).then((response) => response.json() as Promise<Record<string, number>>);
      await expect.poll(async () => (timeouts = await ask().catch(() => undefined)), { timeout: 15_000, interval: 100 }).toBeDefined();
      expect(timeouts).toEqual({ requestTimeout: 30_000, headersTimeout: 10_000 });
    } finally {
      child.kill();
    }
  });
});
