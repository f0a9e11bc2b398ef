import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Three rules of the codebase's shape (docs/decisions/0150): server-only modules are named
 * `*.server.ts`, there are no barrel files, and comments point at docs/decisions/, not at documents
 * outside the repository.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test(-helper)?\.tsx?$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.parentPath.includes("node_modules"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

/** Block comments, and line comments that are not part of a URL. */
function commentsIn(source: string): string[] {
  return source.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\w\\])\/\/.*$/gm) ?? [];
}

/** A document outside the repository named as the reason: the old product brief or its decision list. */
const OUTSIDE_DOCUMENT = /\b[Ss]pecification\b|\bspec\s*§|\bDECISIONS\b/;

describe("the shape of the codebase", () => {
  it("every non-test module under src/server is named *.server.ts(x)", () => {
    const misnamed = filesUnder("src/server").filter((file) => !TEST.test(file) && !/\.server\.tsx?$/.test(file));
    expect(misnamed).toEqual([]);
  });

  it("there is no index.ts barrel under src: importers name the module they need", () => {
    expect(filesUnder("src").filter((file) => /(^|\/)index\.tsx?$/.test(file))).toEqual([]);
  });

  it("comments cite records in docs/decisions/, never an outside specification or DECISIONS file", () => {
    const rootConfigs = readdirSync(root).filter((file) => CODE.test(file));
    const cited = [...filesUnder("src"), ...filesUnder("scripts"), ...filesUnder("tests"), ...rootConfigs].flatMap((file) =>
      commentsIn(readFileSync(join(root, file), "utf8"))
        .filter((comment) => OUTSIDE_DOCUMENT.test(comment))
        .map((comment) => `${file}: ${comment.slice(0, 80)}`),
    );
    expect(cited).toEqual([]);
  });
});
