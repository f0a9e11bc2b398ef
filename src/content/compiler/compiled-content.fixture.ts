import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyContent } from "../../../tests/fixtures/content-copy.ts";
import { liveContent } from "../../../tests/fixtures/live-content.ts";
import type { CompiledSection } from "../types.ts";
import { compileContent } from "./compile-content.ts";

// Shared by the compiler's section tests: the real content compiled once (`bundle`), and copies of it with one file changed.

export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const { bundle } = liveContent();

/** The first section of the given type on a page of the compiled content; throws when there is none. */
export function section<T extends CompiledSection["type"]>(path: string, type: T): Extract<CompiledSection, { type: T }> {
  const found = bundle?.pages[path]?.sections.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} section on ${path}`);
  return found as Extract<CompiledSection, { type: T }>;
}

/** Compiles a copy of content/ after changing one file; the copy is removed when the test file ends. */
export function compileWith(file: string, change: (text: string) => string) {
  const contentDir = copyContent("content-");
  const path = join(contentDir, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
  return compileContent(root, contentDir);
}
