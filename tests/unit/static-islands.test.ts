import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { INTERACTIVE } from "../../src/sections/registry.tsx";

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
  const imports = [...source.matchAll(/^import (?!type )[^;]*? from "(\.{1,2}\/[^"]+)"/gm)].map((match) =>
    resolve(dirname(file), match[1] ?? ""),
  );
  return [
    ...found,
    ...imports.filter((path) => existsSync(path) && !path.endsWith(".server.ts")).flatMap((path) => behaviourIn(path, seen)),
  ];
}

const sectionFiles = readdirSync(join(root, "src/sections")).filter((name) => name.endsWith("-section.tsx"));

describe("static islands", () => {
  it("names each section file after its type, so the interactive list and the files agree", () => {
    const types = sectionFiles.map((name) => name.replace(/-section\.tsx$/, ""));
    expect(types.length).toBeGreaterThan(20);
    for (const type of INTERACTIVE) expect(types).toContain(type);
  });

  it.each(sectionFiles.filter((name) => !INTERACTIVE.has(name.replace(/-section\.tsx$/, "") as never)))(
    "%s has no behaviour, so it can stay unhydrated (else add its type to INTERACTIVE)",
    (name) => {
      expect(behaviourIn(join(root, "src/sections", name))).toEqual([]);
    },
  );

  it.each([
    "src/routes/service.tsx",
    "src/routes/case-study.tsx",
    "src/routes/job.tsx",
    "src/routes/article.tsx",
    "src/components/layout/site-footer.tsx",
  ])("%s has no behaviour inside its island", (file) => {
    // The route modules' own loader/meta code runs outside the island; only the component tree matters.
    expect(behaviourIn(join(root, file)).filter((hit) => !hit.startsWith("src/hydration/static-island.tsx"))).toEqual([]);
  });

  it("finds behaviour where there is some (the check can fail)", () => {
    expect(behaviourIn(join(root, "src/sections/logo-strip-section.tsx"))).not.toEqual([]);
    expect(behaviourIn(join(root, "src/sections/hero-section.tsx"))).not.toEqual([]);
  });
});
