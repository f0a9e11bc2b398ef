import { defineConfig } from "vitest/config";

// Unit tests only: browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
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
  },
});
