/**
 * The floors of src/ (docs/decisions/0350-import-floors.md) and its capability folders (0501), as `npm run lint`
 * enforces them with eslint-plugin-boundaries: every module under src/ stands on a floor, a module of each floor
 * may import from the floors below it and never from one above or beside it, and a capability uses only the
 * capabilities it is allowed. The expectations are read from eslint.config.js's FLOORS and FEATURES, and the test
 * lints probe imports with the project's own configuration: what the plugin does is held to what the table says.
 */
import { readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TEST_CODE = /\.test\.tsx?$|\.fixture\.ts$/;

/** The floors and capabilities as eslint.config.js states them: the test holds the plugin to that one table. */
const lint = (await import(pathToFileURL(join(root, "eslint.config.js")).href)) as {
  FLOORS: { type: string; patterns: string[]; uses: string[] }[];
  FEATURES: Record<string, string[]>;
  FEATURE_SERVERS: Record<string, string[]>;
  FEATURE_ENTRIES: string[];
};
type Floor =
  | "ground"
  | "lib"
  | "platform"
  | "feature"
  | "components"
  | "section compile"
  | "sections"
  | "content access"
  | "server"
  | "routes"
  | "build";

/** What each floor may import, its own floor included, from the lint configuration's FLOORS. */
const MAY_IMPORT = Object.fromEntries(lint.FLOORS.map(({ type, uses }) => [type, [type, ...uses]])) as Record<Floor, string[]>;

/**
 * Modules of each floor, at every depth the floor has, from the shared folders and one capability's folder (the
 * capabilities' rules between each other are tried below).
 */
const MODULES: Record<Floor, string[]> = {
  ground: ["src/content/types.ts", "src/content/entry-types.ts", "src/content/chat-data-shape.ts", "src/content/lead-labels.ts"],
  lib: ["src/lib/seo.ts"],
  platform: ["src/platform/settings.server.ts", "src/platform/outbox-loop.server.ts"],
  feature: ["src/features/leads/index.ts"],
  components: ["src/components/ui/button.tsx", "src/features/leads/components/index.ts"],
  "section compile": ["src/sections/service-cards/service-cards-compile.ts", "src/sections/prose/prose-compile.ts"],
  sections: ["src/sections/registry.tsx", "src/sections/service-cards/service-cards-section.tsx"],
  "content access": ["src/content/shell.server.ts", "src/content/content.server.ts"],
  server: ["src/server/app.server.ts", "src/features/leads/server/index.server.ts"],
  routes: ["src/routes/page.tsx", "src/root.tsx", "src/routes.ts"],
  build: ["src/content/compiler/compile-content.ts", "src/content/compiler/markdown.ts", "src/features/assistant/build-step/index.ts"],
};
/** The commands, the benchmarks and the tests, which no floor imports. */
const OUTSIDE = ["scripts/content-build.ts", "bench/bench.ts", "tests/fixtures/seeded-random.ts"];

/** Each capability's shared entry, which other capabilities import; which may use which is the lint configuration's FEATURES. */
const MODULE_OF = Object.fromEntries(Object.keys(lint.FEATURES).map((name) => [name, `src/features/${name}/index.ts`]));
/** A server module inside each capability, whose server side imports other capabilities' server entries. */
const INNER_SERVER_MODULE: Record<string, string> = {
  leads: "src/features/leads/server/lead-service.server.ts",
  meetings: "src/features/meetings/server/meeting-service.server.ts",
  assistant: "src/features/assistant/server/chat-endpoint.server.ts",
  visits: "src/features/visits/server/start-visits.server.ts",
  applications: "src/features/applications/server/start-applications.server.ts",
};
/** A module of the floor each entry's importers stand on: the routes for the shared and component entries, and so on. */
const IMPORTER_OF_ENTRY: Record<string, string> = {
  "index.ts": "src/routes/page.tsx",
  "components/index.ts": "src/routes/page.tsx",
  "server/index.server.ts": "src/server/site.server.ts",
  "build-step/index.ts": "src/content/compiler/compile-content.ts",
};
const CAPABILITIES = Object.fromEntries(
  Object.entries(lint.FEATURES).map(([name, uses]) => [name, { uses, module: MODULE_OF[name] ?? "" }]),
);

/**
 * The project's configuration without type information, which probes of files that do not exist cannot have.
 * Only the boundaries rules run: the tests read no other rule's messages, and the others took about a quarter of each probe.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId.startsWith("boundaries/"),
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

/** The boundaries messages ESLint gives a file of `from`'s place that holds just `code`. */
async function boundaryMessages(from: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, from) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith("boundaries/")).map((message) => message.message);
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const otherFeaturesServer = (from: string, to: string) =>
  featureOf(from) !== undefined && featureOf(to) !== undefined && featureOf(from) !== featureOf(to) && to.includes("/server/");
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
          // One feature's module importing another feature's server side is the capabilities' rule, tried below.
          for (const to of modules.filter((module) => module !== from && !otherFeaturesServer(from, module))) {
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
    expect(await refuses(component, "src/content/compiler/markdown.ts")).toBe(true);
    // A type-only import of the compile step is refused too: the component receives its type as CompiledSectionOf<"prose">.
    expect(
      await boundaryMessages(component, `import type { Compiled } from "./prose-compile.ts";\nexport type Probe = Compiled;\n`),
    ).not.toEqual([]);
    expect(await refuses(compileStep, "src/content/compiler/markdown.ts")).toBe(false);
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

  it("refuses a feature's inner modules from outside the feature, on every side, and lets its entries and its own modules through", async () => {
    expect(lint.FLOORS.map(({ type }) => type).sort()).toEqual(Object.keys(MODULES).sort());
    expect(Object.keys(IMPORTER_OF_ENTRY).sort()).toEqual([...lint.FEATURE_ENTRIES].sort());
    const modules = srcModules().filter((file) => !TEST_CODE.test(file) && !file.endsWith(".d.ts"));
    const wrong: string[] = [];
    let innerTried = 0;
    for (const name of Object.keys(lint.FEATURES)) {
      for (const entryPath of lint.FEATURE_ENTRIES) {
        const entry = `src/features/${name}/${entryPath}`;
        const folder = posix.dirname(entry);
        const inner = modules.filter((file) => posix.dirname(file) === folder && file !== entry);
        if (!modules.includes(entry)) {
          // A side without an entry has no modules to import either.
          expect(inner).toEqual([]);
          continue;
        }
        const from = IMPORTER_OF_ENTRY[entryPath] ?? "";
        if (await refuses(from, entry)) wrong.push(`${from} → ${entry} should be allowed`);
        // Two inner modules of each side, the first and the last: every module but the entry is the feature's own.
        for (const module of new Set([inner[0], inner.at(-1)].filter((file) => file !== undefined))) {
          innerTried++;
          const messages = await boundaryMessages(from, importOf(from, module));
          if (!messages.some((message) => message.includes("docs/decisions/0541"))) wrong.push(`${from} → ${module} should be refused`);
          if (await refuses(entry, module)) wrong.push(`${entry} → its own ${module} should be allowed`);
        }
      }
    }
    expect(innerTried).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("lets a feature's server side import only the server entries FEATURE_SERVERS names, so no circle of features closes", async () => {
    expect(Object.keys(lint.FEATURE_SERVERS).sort()).toEqual(Object.keys(lint.FEATURES).sort());
    // Leads' server side is imported by no feature: the circle through it (0541) stays open.
    expect(Object.values(lint.FEATURE_SERVERS).flat()).not.toContain("leads");
    const wrong: string[] = [];
    for (const [name, uses] of Object.entries(lint.FEATURE_SERVERS)) {
      const from = INNER_SERVER_MODULE[name] ?? "";
      for (const other of Object.keys(lint.FEATURE_SERVERS).filter((other) => other !== name)) {
        const entry = `src/features/${other}/server/index.server.ts`;
        const messages = await boundaryMessages(from, importOf(from, entry));
        if ((messages.length === 0) !== uses.includes(other))
          wrong.push(`${from} → ${entry} should be ${uses.includes(other) ? "allowed" : "refused"}`);
        if (messages.length > 0) expect(messages[0]).toContain("docs/decisions/0541");
      }
    }
    expect(wrong).toEqual([]);
  });
});
