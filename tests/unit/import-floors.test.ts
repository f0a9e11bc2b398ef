/**
 * The floors of src/ (docs/decisions/0350-import-floors.md), as `npm run lint` enforces them: every
 * module under src/ stands on a floor, and a module of each floor may import from the floors below it
 * and never from one above or beside it. The table below is the record's, written out again on purpose:
 * the test reads the lint configuration from outside and compares.
 */
import { readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TEST_CODE = /\.test\.tsx?$|\.test-helper\.ts$|\.fixture\.ts$|^src\/chat\/test-fixtures\.ts$/;

type Floor = "ground" | "lib" | "chat" | "components" | "sections" | "content access" | "server" | "routes";

/** What each floor may import, its own floor included. */
const MAY_IMPORT: Record<Floor, Floor[]> = {
  ground: ["ground"],
  lib: ["lib", "ground"],
  chat: ["chat", "lib", "ground"],
  components: ["components", "chat", "lib", "ground"],
  sections: ["sections", "components", "chat", "lib", "ground"],
  "content access": ["content access", "lib", "ground"],
  server: ["server", "content access", "chat", "lib", "ground"],
  routes: ["routes", "server", "content access", "sections", "components", "chat", "lib", "ground"],
};

/**
 * Modules of each floor, at every depth the floor has (components/ and server/ have two), both as
 * importers and as imported: a folder name repeated at another depth (src/features/assistant/, src/features/assistant/components/)
 * must not mislead the lint patterns.
 */
const MODULES: Record<Floor, string[]> = {
  ground: ["src/content/types.ts", "src/content/chat-data-shape.ts", "src/content/lead-words.ts", ".generated/content-types.ts"],
  lib: ["src/lib/seo.ts"],
  chat: ["src/features/assistant/reply.ts"],
  components: ["src/components/ui/button.tsx", "src/features/assistant/components/chat-panel.tsx"],
  sections: ["src/sections/registry.tsx"],
  "content access": ["src/content/shell.server.ts", "src/content/content.server.ts", ".generated/content.json"],
  server: ["src/server/app.server.ts", "src/features/leads/server/lead-service.server.ts"],
  routes: ["src/routes/page.tsx", "src/root.tsx", "src/routes.ts"],
};
const OUTSIDE = ["scripts/content/compile-content.ts", "tests/fixtures/seeded-random.ts"];

const eslint = new ESLint({ cwd: root });
const linter = new Linter();
const ruleOf = new Map<string, Linter.RuleEntry | undefined>();

beforeAll(async () => {
  const sources = Object.values(MODULES)
    .flat()
    .filter((file) => file.startsWith("src/"));
  for (const file of [...sources, ...srcModules(), "src/lib/seo.test.ts"]) {
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
    ruleOf.set(file, config.rules?.["no-restricted-imports"]);
  }
});

function srcModules(): string[] {
  return (readdirSync(join(root, "src"), { recursive: true }) as string[])
    .map((name) => `src/${name.split("\\").join("/")}`)
    .filter((file) => /\.tsx?$/.test(file));
}

/** The import a file would write for a module: "../lib/seo.ts", "./types.ts". */
function specifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith(".") ? path : `./${path}`;
}

function refuses(from: string, to: string): boolean {
  const rule = ruleOf.get(from);
  if (!rule) return false;
  const code = `import { x } from "${specifier(from, to)}";\nexport { x };\n`;
  return lint(code, rule).some((message) => message.ruleId === "no-restricted-imports");
}

function lint(code: string, rule: Linter.RuleEntry): Linter.LintMessage[] {
  return linter.verify(code, [{ rules: { "no-restricted-imports": rule } }], "probe.js");
}

describe("import floors (npm run lint)", () => {
  it("puts every module under src/ on a floor; tests and their fixtures stand outside", () => {
    const floorless = srcModules().filter((file) => !TEST_CODE.test(file) && !ruleOf.get(file));
    expect(floorless.map((file) => `${file} is on no floor of eslint.config.js`)).toEqual([]);
    // A unit test's one import rule is that it stays in process (no child process, socket or PostgreSQL).
    const refusedToTests = Object.values(MODULES)
      .flat()
      .filter((module) => refuses("src/lib/seo.test.ts", module));
    expect(refusedToTests, "a test may import whatever sets up its case").toEqual([]);
  });

  it("lets each floor import from the floors below it and refuses the floors above or beside it", () => {
    const wrong: string[] = [];
    for (const [floor, importers] of Object.entries(MODULES) as [Floor, string[]][]) {
      for (const from of importers.filter((file) => file.startsWith("src/"))) {
        for (const [target, modules] of Object.entries(MODULES) as [Floor, string[]][]) {
          for (const to of modules.filter((module) => module !== from)) {
            const expected = MAY_IMPORT[floor].includes(target);
            if (refuses(from, to) === expected) {
              wrong.push(`${from} → ${specifier(from, to)} (${target}) should be ${expected ? "allowed" : "refused"}`);
            }
          }
        }
        for (const to of OUTSIDE) {
          if (!refuses(from, to)) wrong.push(`${from} → ${specifier(from, to)} should be refused: src/ never imports scripts/ or tests/`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names the floors and the record in its refusal", () => {
    const [message] = lint(`import { x } from "../components/ui/button.tsx";\nexport { x };\n`, ruleOf.get("src/lib/seo.ts") ?? "off");
    expect(message?.message).toMatch(/lib floor imports only from lib, ground, not from components/);
    expect(message?.message).toContain("docs/decisions/0350-import-floors.md");
  });
});
