import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SECTION_DEFINITIONS } from "../../.generated/sections.ts";

/**
 * Static islands are never hydrated, so an event handler, state or effect inside one would silently do
 * nothing. This walks each island's source and the local modules it imports and fails on any of them.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const BEHAVIOUR =
  /\buse(?:State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore|Transition|ActionState|Optimistic|Navigate|SearchParams)\(|\bon[A-Z]\w*=\{/;

function behaviourIn(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, "utf8");
  const found = BEHAVIOUR.test(source) ? [`${relative(root, file)}: ${BEHAVIOUR.exec(source)?.[0]}`] : [];
  const imports = [...source.matchAll(/^import (?!type )([^;]*?) from "(\.{1,2}\/[^"]+)"/gm)].flatMap((match) =>
    modulesOf(resolve(dirname(file), match[2] ?? ""), match[1] ?? ""),
  );
  return [
    ...found,
    ...imports.filter((path) => existsSync(path) && !path.endsWith(".server.ts")).flatMap((path) => behaviourIn(path, seen)),
  ];
}

/**
 * The modules an import reaches: the module itself, or through a feature's entry (an index.ts that only
 * re-exports, docs/decisions/0541) just the modules that export the names imported, as the bundler sees it.
 */
function modulesOf(path: string, clause: string): string[] {
  if (!path.endsWith("/index.ts")) return [path];
  const names = [...clause.matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+\w+)?/g)].map((match) => match[1] ?? "");
  const reExports = [...readFileSync(path, "utf8").matchAll(/^export \{([^}]*)\} from "(\.{1,2}\/[^"]+)"/gm)];
  return reExports
    .filter(([, exported]) => names.some((name) => new RegExp(`\\b${name}\\b`).test(exported ?? "")))
    .map(([, , module]) => resolve(dirname(path), module ?? ""));
}

/** Each section type's file, src/sections/<key>/<key>-section.tsx. */
const sectionFiles = readdirSync(join(root, "src/sections"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, "src/sections", entry.name, `${entry.name}-section.tsx`)))
  .map((entry) => `${entry.name}/${entry.name}-section.tsx`);
const typeOf = (name: string) => name.replace(/\/.*$/, "");
const INTERACTIVE = new Set(
  Object.values(SECTION_DEFINITIONS)
    .filter((definition) => definition.interactive)
    .map((definition) => definition.type),
);

describe("static islands", () => {
  it("names each section file after its type, so the interactive list and the files agree", () => {
    const types = sectionFiles.map(typeOf);
    expect(types.length).toBeGreaterThan(20);
    for (const type of INTERACTIVE) expect(types).toContain(type);
  });

  it.each(sectionFiles)("%s declares whether it is interactive (its definition's interactive: true or false)", async (name) => {
    const module = (await import(join(root, "src/sections", name))) as { definition?: { type?: unknown; interactive?: unknown } };
    expect(module.definition?.type, "export const definition = defineSection({ type, interactive, Component })").toBe(typeOf(name));
    expect(module.definition?.interactive, "interactive: true (hydrated) or false (a static island)").toBeTypeOf("boolean");
  });

  it.each(sectionFiles.filter((name) => !INTERACTIVE.has(typeOf(name) as never)))(
    "%s has no behaviour, so it can stay unhydrated (else declare it interactive: true)",
    (name) => {
      expect(behaviourIn(join(root, "src/sections", name))).toEqual([]);
    },
  );

  it.each(sectionFiles.filter((name) => INTERACTIVE.has(typeOf(name) as never)))(
    "%s is declared interactive and has behaviour to hydrate (else declare it interactive: false)",
    (name) => {
      expect(behaviourIn(join(root, "src/sections", name))).not.toEqual([]);
    },
  );

  it.each([
    "src/routes/service.tsx",
    "src/routes/case-study.tsx",
    // The job page's islands hold these; its application form sits between them and hydrates.
    "src/sections/detail/job-header.tsx",
    "src/sections/detail/job-aside.tsx",
    "src/sections/detail/job-bullet-card.tsx",
    "src/sections/detail/job-process.tsx",
    "src/routes/article.tsx",
    "src/components/layout/site-footer.tsx",
  ])("%s has no behaviour inside its island", (file) => {
    // The route modules' own loader/meta code runs outside the island; only the component tree matters.
    expect(behaviourIn(join(root, file)).filter((hit) => !hit.startsWith("src/hydration/static-island.tsx"))).toEqual([]);
  });

  it("finds behaviour where there is some (the check can fail)", () => {
    expect(behaviourIn(join(root, "src/sections/logo-strip/logo-strip-section.tsx"))).not.toEqual([]);
    expect(behaviourIn(join(root, "src/sections/hero/hero-section.tsx"))).not.toEqual([]);
  });
});
