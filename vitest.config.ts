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
  },
});
