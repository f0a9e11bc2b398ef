import { chmodSync, mkdtempSync, rmdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { freePortSync } from "./tests/fixtures/free-port.ts";

// Free ports chosen once in the runner and inherited by its workers (which load this file again): no test
// binds a fixed port that another program on the machine may hold.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_PROVIDER_PORT ??= String(freePortSync());
const PORT = Number(process.env.E2E_PORT);
const FAKE_PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT);
// One temporary folder per run, removed when the run ends (tests/e2e/temp-folder.teardown.ts): workers, web
// servers and the servers specs start inherit TMPDIR, so their databases, uploads and browser profiles go there.
// Readable by others: PostgreSQL and Radicale may run as their own users.
if (!process.env.E2E_TMPDIR) {
  const folder = mkdtempSync(join(tmpdir(), "e2e-"));
  process.env.E2E_TMPDIR = folder;
  // A tool that only reads this file (knip, in `npm run lint`) leaves the folder empty: it goes when that tool
  // ends. rmdir removes only an empty folder, and the run's own is gone by then.
  process.on("exit", () => {
    try {
      rmdirSync(folder);
    } catch {
      // not empty, or already removed
    }
  });
}
chmodSync(process.env.E2E_TMPDIR, 0o755);
process.env.TMPDIR = process.env.E2E_TMPDIR;
// Set once in the runner and inherited by its workers, so tests can run the operator command on it.
// Outside test-results/, which Playwright empties when the run starts, after the server has opened it.
process.env.E2E_LEADS_DB ??= join(process.env.E2E_TMPDIR, "leads", "leads.db");

/**
 * Browser journeys against the production build in Debian's Chromium (never a downloaded browser).
 * The server gets a throwaway lead database and a fake email provider on 127.0.0.1.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/temp-folder.teardown.ts",
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a shared, loaded machine can time out a journey; Playwright still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines are shared, and a full axe pass on a long page can take a while there.
  timeout: 60_000,
  // A web-first assertion waits up to 10 s, not 5: a client navigation on a loaded two-core machine can
  // take longer than 5 s, and a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  reporter: "list",
  // One folder of pictures per spec, without a platform suffix: visual.spec.ts pins browser and font itself.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A worker's tests share one browser context and page, which Playwright resets between them (cookies, storage,
    // cache, routes, init scripts, viewport; tests/e2e/fixtures.ts undoes what it adds): a fresh context and
    // renderer per test cost about a sixth of each test's CPU time here (docs/decisions/0500-tests-by-kind.md).
    // A test that changes a context option other than viewport, colours or motion (touch, JavaScript) gets a
    // fresh context, and a test that fails takes its worker, browser and all, with it.
    reuseContext: true,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: `node tests/fixtures/fake-brevo-server.ts`,
      url: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/health`,
      env: { FAKE_PROVIDER_PORT: String(FAKE_PROVIDER_PORT) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: "node src/server/main.server.ts",
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LEADS_DB: process.env.E2E_LEADS_DB,
        BREVO_API_KEY: "test-key",
        BREVO_API_URL: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/v3`,
        LEAD_SENDER: "noreply@example.com",
        // Many journeys post forms, and ask the chat (each question reaches the server), from the same
        // address; the limits themselves are tested in tests/unit.
        RATE_LIMIT_POSTS: "1000",
        RATE_LIMIT_CHAT: "1000",
      },
      reuseExistingServer: false,
      // Generous: CI machines are shared, and a full axe pass on a long page can take a while there.
      timeout: 60_000,
    },
  ],
});
