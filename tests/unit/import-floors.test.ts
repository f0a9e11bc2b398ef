/**
 * The floors of src/ (docs/decisions/0350-import-floors.md) and its capability folders (0501), as `npm run lint`
 * enforces them with eslint-plugin-boundaries: every module under src/ stands on a floor, a module of each floor
 * may import from the floors below it and never from one above or beside it, and a capability uses only the
 * capabilities it is allowed. The tables below are the records', written out again on purpose: the test lints
 * probe imports with the project's own configuration and compares.
 */
import { readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TEST_CODE = /\.test\.tsx?$|\.fixture\.ts$/;

type Floor =
  "ground" | "lib" | "feature" | "components" | "section compile" | "sections" | "content access" | "server" | "routes" | "build";

/** What each floor may import, its own floor included. */
const MAY_IMPORT: Record<Floor, Floor[]> = {
  ground: ["ground"],
  lib: ["lib", "ground"],
  feature: ["feature", "lib", "ground"],
  components: ["components", "feature", "lib", "ground"],
  // A section's compile step (src/sections/<key>/<key>-compile.ts) runs in the content build, on its code: only the
  // build imports it (0505).
  "section compile": ["section compile", "build", "feature", "lib", "ground"],
  sections: ["sections", "components", "feature", "lib", "ground"],
  "content access": ["content access", "lib", "ground"],
  server: ["server", "content access", "feature", "lib", "ground"],
  routes: ["routes", "server", "content access", "sections", "components", "feature", "lib", "ground"],
  // The content pipeline and the features' build steps run at build time only: nothing the site runs imports them (0545).
  build: ["build", "section compile", "server", "content access", "components", "feature", "lib", "ground"],
};

/**
 * Modules of each floor, at every depth the floor has, from the shared folders and one capability's folder (the
 * capabilities' rules between each other are tried below).
 */
const MODULES: Record<Floor, string[]> = {
  ground: ["src/content/types.ts", "src/content/entry-types.ts", "src/content/chat-data-shape.ts", "src/content/lead-labels.ts"],
  lib: ["src/lib/seo.ts"],
  feature: ["src/features/leads/lead-kinds.ts"],
  components: ["src/components/ui/button.tsx", "src/features/leads/components/contact-form.tsx"],
  "section compile": ["src/sections/service-cards/service-cards-compile.ts", "src/sections/prose/prose-compile.ts"],
  sections: ["src/sections/registry.tsx", "src/sections/service-cards/service-cards-section.tsx"],
  "content access": ["src/content/shell.server.ts", "src/content/content.server.ts"],
  server: ["src/server/app.server.ts", "src/features/leads/server/lead-service.server.ts"],
  routes: ["src/routes/page.tsx", "src/root.tsx", "src/routes.ts"],
  build: ["src/content/build/compile-content.ts", "src/content/build/markdown.ts", "src/features/assistant/build/passage-index.ts"],
};
/** The commands, the benchmarks and the tests, which no floor imports. */
const OUTSIDE = ["scripts/content-build.ts", "bench/bench.ts", "tests/fixtures/seeded-random.ts"];

/** Which capability may use which, and a module of each to import. */
const CAPABILITIES: Record<string, { uses: string[]; module: string }> = {
  leads: { uses: ["meetings"], module: "src/features/leads/lead-validation.ts" },
  meetings: { uses: ["leads"], module: "src/features/meetings/meeting-slots.ts" },
  assistant: { uses: ["leads", "meetings"], module: "src/features/assistant/flows.ts" },
};

/** The project's configuration without type information, which probes of files that do not exist cannot have. */
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

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

/** The boundaries messages ESLint gives a file of `from`'s place that holds just `code`. */
async function boundaryMessages(from: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, from) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith("boundaries/")).map((message) => message.message);
}

const importOf = (from: string, to: string) => `import * as probe from "${specifier(from, to)}";\nexport { probe };\n`;
const refuses = async (from: string, to: string) => (await boundaryMessages(from, importOf(from, to))).length > 0;

describe("import floors (npm run lint)", () => {
  it("puts every module under src/ on a floor, and refuses a module on none", async () => {
    const config = (await eslint.calculateConfigForFile("src/lib/seo.ts")) as { rules?: Record<string, unknown[]> };
    expect(config.rules?.["boundaries/no-unknown-files"]?.[0]).toBe(2);
    const known = srcModules().filter((file) => !TEST_CODE.test(file));
    expect(known.length).toBeGreaterThan(100);
    expect(await boundaryMessages("src/new-floor/probe.ts", "export const probe = 1;\n")).toEqual([
      expect.stringMatching(/does not match any file pattern/),
    ]);
  });

  it("lets a test import whatever sets up its case", async () => {
    const refused = [];
    for (const module of Object.values(MODULES).flat()) if (await refuses("src/lib/seo.test.ts", module)) refused.push(module);
    expect(refused).toEqual([]);
  });

  it("lets each floor import from the floors below it and refuses the floors above or beside it", async () => {
    const wrong: string[] = [];
    for (const [floor, importers] of Object.entries(MODULES) as [Floor, string[]][]) {
      for (const from of importers) {
        for (const [target, modules] of Object.entries(MODULES) as [Floor, string[]][]) {
          for (const to of modules.filter((module) => module !== from)) {
            const expected = MAY_IMPORT[floor].includes(target);
            if ((await refuses(from, to)) === expected) {
              wrong.push(`${from} → ${specifier(from, to)} (${target}) should be ${expected ? "allowed" : "refused"}`);
            }
          }
        }
        for (const to of OUTSIDE) {
          if (!(await refuses(from, to)))
            wrong.push(`${from} → ${specifier(from, to)} should be refused: src/ never imports scripts/, bench/ or tests/`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("refuses a section component that imports its compile step or build code, and lets the compile step import both", async () => {
    const component = "src/sections/prose/prose-section.tsx";
    const compileStep = "src/sections/prose/prose-compile.ts";
    expect(await refuses(component, compileStep)).toBe(true);
    expect(await refuses(component, "src/content/build/markdown.ts")).toBe(true);
    // A type-only import of the compile step is refused too: the component receives its type as CompiledSectionOf<"prose">.
    expect(
      await boundaryMessages(component, `import type { Compiled } from "./prose-compile.ts";\nexport type Probe = Compiled;\n`),
    ).not.toEqual([]);
    expect(await refuses(compileStep, "src/content/build/markdown.ts")).toBe(false);
    expect(await refuses(compileStep, "src/content/entry-types.ts")).toBe(false);
    expect(await refuses(compileStep, component)).toBe(true);
  });

  it("lets a capability use only the capabilities it may, and says so with the record", async () => {
    const wrong: string[] = [];
    for (const [name, { uses, module: from }] of Object.entries(CAPABILITIES)) {
      for (const [other, { module: to }] of Object.entries(CAPABILITIES)) {
        if (other === name) continue;
        const messages = await boundaryMessages(from, importOf(from, to));
        if ((messages.length === 0) !== uses.includes(other))
          wrong.push(`${name} → ${other} should be ${uses.includes(other) ? "allowed" : "refused"}`);
        if (messages.length > 0) expect(messages[0]).toContain("docs/decisions/0501-capability-folders.md");
      }
    }
    expect(wrong).toEqual([]);
  });
});
