/**
 * docs/project-structure.md is the one folder map: it lists every folder under src/ and scripts/
 * (recursively) with one line each, and lists no folder that does not exist. A section type's folder,
 * src/sections/<key>/ with its <key>-section.tsx, is covered by the map's rule for src/sections/ instead of a
 * line of its own (docs/decisions/0545-content-pipeline-module-and-section-folders.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const map = readFileSync(join(root, "docs/project-structure.md"), "utf8");

/** Folders listed as "- `src/…/` — what it holds". */
const listed = [...map.matchAll(/^- `((?:src|scripts)(?:\/[^`\s]+)?)\/?` — /gm)].map((match) => (match[1] ?? "").replace(/\/$/, ""));

function folders(top: string): string[] {
  const names = readdirSync(join(root, top), { recursive: true }) as string[];
  return [top, ...names.map((name) => join(top, name)).filter((path) => statSync(join(root, path)).isDirectory())]
    .map((path) => path.split("\\").join("/"))
    .sort();
}

/** A section type's folder: src/sections/<key>/ holding <key>-section.tsx. */
function sectionTypeFolder(folder: string): boolean {
  const key = /^src\/sections\/([^/]+)$/.exec(folder)?.[1];
  return key !== undefined && existsSync(join(root, folder, `${key}-section.tsx`));
}

describe("the folder map, docs/project-structure.md", () => {
  it("lists every folder under src/ and scripts/", () => {
    const missing = [...folders("src"), ...folders("scripts")].filter((folder) => !listed.includes(folder) && !sectionTypeFolder(folder));
    expect(missing.map((folder) => `add "- \`${folder}/\` — <what it holds>" to docs/project-structure.md, under its top folder`)).toEqual(
      [],
    );
  });

  it("states the rule that covers the section types' folders, and lists none of them one by one", () => {
    expect(map).toMatch(/^- `src\/sections\/` — [^\n]*one folder per section type/m);
    const sectionFolders = folders("src").filter(sectionTypeFolder);
    expect(sectionFolders.length).toBeGreaterThan(20);
    expect(listed.filter(sectionTypeFolder)).toEqual([]);
  });

  it("lists only folders that exist, once each", () => {
    expect(listed.length).toBeGreaterThan(20);
    const gone = listed.filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory());
    expect(gone.map((folder) => `docs/project-structure.md lists ${folder}/, which does not exist: remove its line`)).toEqual([]);
    expect(listed.filter((folder, i) => listed.indexOf(folder) !== i)).toEqual([]);
  });
});
