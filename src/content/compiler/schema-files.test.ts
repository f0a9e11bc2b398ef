import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { atPointer, refTarget, SchemaSet, schemaFiles } from "./schema-files.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const schemaDir = join(root, "schemas");

/** Every `$ref` in a parsed schema, wherever it stands. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => (key === "$ref" && typeof value === "string" ? [value] : refsIn(value)));
}

describe("schema files", () => {
  it("finds schemas/'s files and each section type's in its folder, by their path from schemas/", () => {
    const files = schemaFiles(schemaDir);
    expect(files).toContain("page.schema.json");
    expect(files).toContain("../src/sections/hero/hero.schema.json");
    expect(files).not.toContain("../src/sections/detail/detail.schema.json");
    expect(files.every((file) => file.endsWith(".schema.json") && !file.startsWith("/"))).toBe(true);
  });

  it("reads a $ref relative to the file it is written in", () => {
    expect(refTarget("../../../schemas/common.schema.json#/$defs/image", "../src/sections/hero/hero.schema.json")).toEqual({
      file: "common.schema.json",
      pointer: "/$defs/image",
    });
    expect(refTarget("../src/sections/cta/cta.schema.json", "site.schema.json")).toEqual({
      file: "../src/sections/cta/cta.schema.json",
      pointer: "",
    });
    expect(refTarget("#/$defs/question", "faq.schema.json")).toEqual({ file: "faq.schema.json", pointer: "/$defs/question" });
  });

  it("every $ref of every schema file points at a file and a definition that exist, as an editor resolves it", () => {
    const broken = schemaFiles(schemaDir).flatMap((file) => {
      const schema: unknown = JSON.parse(readFileSync(join(schemaDir, file), "utf8"));
      return refsIn(schema).filter((ref) => {
        const target = refTarget(ref, file);
        if (!existsSync(join(schemaDir, target.file))) return true;
        const document: unknown = JSON.parse(readFileSync(join(schemaDir, target.file), "utf8"));
        return typeof atPointer(document, target.pointer) !== "object";
      });
    });
    expect(broken).toEqual([]);
  });

  it("a schema set follows a chain of references across folders, the referring description winning", () => {
    const set = new SchemaSet(schemaDir);
    const page = set.load("page.schema.json");
    const union = set.resolve(page.properties?.sections?.items ?? {}, "page.schema.json");
    const hero = set.resolve(union.schema.oneOf?.[0] ?? {}, union.file);
    expect(hero.file).toBe("../src/sections/hero/hero.schema.json");
    const image = set.resolve(
      { $ref: "../../../schemas/common.schema.json#/$defs/image", description: "Here: a hero's photo." },
      hero.file,
    );
    expect(image).toMatchObject({ file: "common.schema.json", schema: { title: "Image", description: "Here: a hero's photo." } });
  });

  it("every content file's yaml-language-server line names a schema file that exists", () => {
    const contentDir = join(root, "content");
    const missing: string[] = [];
    let named = 0;
    for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ya?ml|md)$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const schema = /^# yaml-language-server: \$schema=(\S+)$/m.exec(readFileSync(file, "utf8"))?.[1];
      if (!schema) continue;
      named += 1;
      if (!existsSync(join(dirname(file), schema))) missing.push(`${relative(root, file)} → ${schema}`);
    }
    expect(named).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
