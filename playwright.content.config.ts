import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// The base configuration has chosen a free port (E2E_PORT) by the time this line runs.
const PORT = Number(process.env.E2E_PORT);

/**
 * `npm run test:content`: the quick browser pass over every route after a change to content/ only
 * (docs/decisions/0276-quick-content-check.md). Same browser and server as the full suite, without the
 * fake email provider: nothing here sends a lead.
 */
export default defineConfig({
  ...base,
  testDir: "tests/content-smoke",
  retries: 0,
  webServer: {
    command: "node src/server/main.server.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", LEADS_DB: ":memory:" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
