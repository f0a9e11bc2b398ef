import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileContent } from "./compile-content.ts";
import { KINDS, scaffold, type Kind } from "./scaffold.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("npm run content:new", () => {
  it.each(Object.keys(KINDS) as Kind[])("scaffolds a %s that names its schema and fails the check only on its placeholders", (kind) => {
    const text = scaffold(join(root, "schemas"), kind, "2026-11-22");
    expect(text).toContain(`$schema=../../schemas/${KINDS[kind].schema}.schema.json`);
    expect(text).toContain("TODO");
    const dir = mkdtempSync(join(tmpdir(), "scaffold-"));
    try {
      cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
      const name = KINDS[kind].extension === ".md" ? "99" : kind === "case-study" ? "99" : "brand-new";
      writeFileSync(join(dir, "content", KINDS[kind].folder, `${name}${KINDS[kind].extension}`), text);
      const errors = compileContent(root, join(dir, "content")).problems.filter((problem) => problem.severity === "error");
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.file).toContain(`${name}${KINDS[kind].extension}`);
        expect(error.message).toMatch(/TODO|placeholder|photo-TODO|characters long|not in the expected form/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
