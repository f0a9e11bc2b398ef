/**
 * The editor's month is its own command (docs/decisions/0514, its amendment): `npm test` does not run it,
 * `npm run test:month` does, after the same provisioning and build, and `.ci/run` runs it after `npm test`, as
 * the CI workflow does on content changes and nightly. The files are read as text: no test here runs the month.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, "utf8");
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
const MONTH_FILE = "tests/month/editor-change.test.ts";

/** A Vitest project of vitest.config.ts by name: its include list. */
function project(name: string): { include?: string[] } {
  const projects = (config.test?.projects ?? []) as { test?: { name?: string; include?: string[] } }[];
  const found = projects.find((entry) => typeof entry === "object" && entry.test?.name === name)?.test;
  expect(found, `vitest.config.ts has no project "${name}"`).toBeDefined();
  return found ?? {};
}

/** The commands of a shell script, without comments and blank lines. */
const commands = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));

describe("the editor's month", () => {
  it("is a Vitest project of its own, in a folder neither the unit nor the integration project reads", () => {
    expect(existsSync(`${root}${MONTH_FILE}`), MONTH_FILE).toBe(true);
    expect(project("month").include).toEqual(["tests/month/**/*.test.ts"]);
    for (const name of ["unit", "integration"]) {
      expect(project(name).include?.filter((glob) => !/^(tests\/(unit|integration)\/|\{?src|scripts)/.test(glob)) ?? [], name).toEqual([]);
    }
  });

  it("is not run by npm test, whose Vitest stages are the unit and integration projects", () => {
    expect(scripts.test).not.toMatch(/test:month|--project month|editor-change/);
    expect(scripts.test).toContain("test:integration");
    expect(scripts["test:integration"]).toBe("vitest run --project integration");
    expect(scripts["test:unit"]).toBe("vitest run --project unit");
  });

  it("runs with npm run test:month, after the same provisioning and local build as npm test", () => {
    expect(scripts["test:month"]).toBe(
      "node scripts/ensure-test-tools.ts && ALLOW_LOCALHOST_SITE_URL=1 npm run build && vitest run --project month",
    );
    expect(scripts.test).toMatch(/^node scripts\/ensure-test-tools\.ts && .*ALLOW_LOCALHOST_SITE_URL=1 npm run build && /);
  });

  it("is not started again inside its own copy: the copy's Vitest run names the unit and integration projects", () => {
    const source = read(MONTH_FILE);
    expect(source).toMatch(/"run",\s*"--project",\s*"unit",\s*"--project",\s*"integration"/);
  });

  it("runs in .ci/run after npm test, under set -euo pipefail, so both must pass", () => {
    const lines = commands(read(".ci/run"));
    const strict = lines.indexOf("set -euo pipefail");
    const test = lines.indexOf("npm test");
    const month = lines.indexOf("npm run test:month");
    expect(strict, ".ci/run sets -euo pipefail").toBeGreaterThanOrEqual(0);
    expect(test, ".ci/run runs npm test").toBeGreaterThan(strict);
    expect(month, ".ci/run runs npm run test:month after npm test").toBeGreaterThan(test);
    expect(
      lines.filter((line) => /\|\||&&|;\s*true|\btrue$/.test(line) && /npm/.test(line)),
      "no command may hide a failure",
    ).toEqual([]);
  });

  it("runs in CI on changes to content/ and nightly, not in the workflow's npm test job", () => {
    const workflow = read(".github/workflows/month.yml");
    expect(workflow).toMatch(/^\s+paths:\n(\s+- .*\n)*\s+- "content\/\*\*"/m);
    expect(workflow).toMatch(/^\s+schedule:\n\s+- cron: "[^"]+"/m);
    expect(workflow).toMatch(/^\s+- run: npm run test:month$/m);
    expect(read(".github/workflows/ci.yml")).not.toMatch(/run: npm run test:month/);
  });
});
