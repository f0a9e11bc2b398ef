import { defineConfig, type Plugin } from "vitest/config";

/**
 * Two projects by kind (docs/decisions/0500-tests-by-kind.md), and the editor's month apart; browser journeys
 * live in tests/e2e and run under Playwright.
 * - unit: pure tests, in process: no child process, no socket, no PostgreSQL (lint refuses their imports in
 *   these files). They sit beside their code as `*.test.ts`, and in tests/unit/ for checks of the repository
 *   and of the content compiler.
 * - integration: tests that start the production server, other processes, fake services on 127.0.0.1 or
 *   PostgreSQL, or read the build's output: tests/integration/, and `*.integration.test.ts` beside their code.
 * - month: tests/month/, the editor's month: the suite again on an edited copy of the content (about 20 minutes on two cores),
 *   its own command, `npm run test:month`, run after `npm test` rather than in it (docs/decisions/0514).
 */
const INTEGRATION = ["tests/integration/**/*.test.ts", "{src,scripts}/**/*.integration.test.{ts,tsx}"];
const MONTH = ["tests/month/**/*.test.ts"];

/**
 * Unit tests load their dependencies as Node does in production: Vite's "development|production" condition, which
 * Vitest passes to its workers as `--conditions development`, is dropped. Under it Micromark and
 * mdast-util-from-markdown load development builds that check an assertion at every step (React Router, too, loaded
 * its development build): a compile of the content took about a third longer, and the unit tests compile it some
 * sixty times.
 */
const productionDependencies: Plugin = {
  name: "production-dependencies",
  configResolved(config) {
    for (const conditions of [config.ssr.resolve?.conditions, config.environments.ssr?.resolve.conditions]) {
      const at = conditions?.indexOf("development|production") ?? -1;
      if (at >= 0) conditions?.splice(at, 1);
    }
  },
};

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/fixtures/temp-folder.global-setup.ts", "tests/fixtures/generated-content.global-setup.ts"],
    // Content tests compile the whole site's content; the shared machines are slow at times.
    testTimeout: 30_000,
    // Several suites compile a copy of the content in beforeAll; under load that takes longer than 10 s.
    hookTimeout: 60_000,
    server: {
      deps: {
        // The server build runs as Node loads it, not re-transformed: scripts it serialises with
        // Function.prototype.toString (the early-input head script) must read the same as in production.
        external: [/\/build\/server\//],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: INTEGRATION,
          // Pure tests share each worker's modules instead of importing React, ajv and the content compiler
          // again for every file; a stubbed global or variable is put back after each test
          // (docs/decisions/0510-unit-tests-share-modules.md).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
        plugins: [productionDependencies],
      },
      { extends: true, test: { name: "integration", include: INTEGRATION } },
      { extends: true, test: { name: "month", include: MONTH } },
    ],
  },
});
