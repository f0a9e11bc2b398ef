/**
 * How the markup under a src/ folder styles itself, in counts: raw palette classes
 * (`bg-sky-700`, `dark:text-slate-300`) where a named colour could stand, headings and the type classes
 * they carry, and copies of the brand gradient. src/styles/styles.test.ts holds the ceilings; run
 * `node scripts/style-census.ts [checkout]` to print the figures of this checkout or of another one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HUES =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";
const COLOUR_UTILITIES =
  "bg|text|border(?:-[xytrbl])?|from|via|to|ring|ring-offset|shadow|divide|outline|fill|stroke|decoration|placeholder|caret";
/** A colour utility naming a palette shade, with any variants: `dark:hover:bg-slate-800/60`. */
const RAW_PALETTE_CLASS = new RegExp(`(?<![\\w-])(?:[\\w-]+:)*(?:${COLOUR_UTILITIES})-(?:${HUES})-\\d{2,3}(?:/\\d+)?(?![\\w-])`, "g");
/** Tailwind's gradient utilities written in markup; the brand gradient's are named in src/styles/gradients.css. */
export const GRADIENT_CLASS = /(?<![\w-])(?:[\w-]+:)*bg-(?:gradient-to|linear|radial|conic)-[\w-]+(?![\w-])/g;
/** Classes that set a heading's type (size, weight, tracking, case) instead of a named style. */
const RAW_TYPE_CLASS =
  /^(?:[\w-]+:)*(?:text-(?:xs|sm|base|lg|[2-9]?xl|\[[^\]]*\])|font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)|tracking-[\w-]+|uppercase)$/;

export type SourceFile = { name: string; text: string };
export type Heading = { file: string; line: number; classes: string };
export type Census = {
  files: number;
  /** Raw palette classes in markup (.ts, .tsx) and in our own stylesheets (.css), by file. */
  rawPalette: { markup: number; css: number; byFile: Record<string, number> };
  /** Gradient classes written in markup. */
  gradients: number;
  headings: {
    count: number;
    /** Distinct class attributes of h1–h6, as written. */
    classStrings: number;
    /** Distinct type styles: sets of loose type classes and named styles (heading-*, eyebrow*). */
    typeStyles: number;
    /** Distinct sets of loose type classes, and the headings that carry any. */
    rawTypeStyles: number;
    withRawType: Heading[];
  };
};

/** The .ts, .tsx and .css files under a folder, tests left out. */
export function sourceFilesUnder(folder: string): SourceFile[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ name: relative(folder, path).split("\\").join("/"), text: readFileSync(path, "utf8") }));
}

/** The text of a JSX attribute value (`"…"` or a balanced `{…}`) or an HTML one, from its opening quote or brace. */
function attributeValue(text: string, start: number): string {
  const open = text[start];
  if (open === '"' || open === "'") return text.slice(start + 1, text.indexOf(open, start + 1));
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return text.slice(start + 1, i);
  }
  return text.slice(start + 1);
}

/** Every h1–h6 element written in markup (JSX, or HTML in a template string), with its class attribute. */
export function headingsIn({ name, text }: SourceFile): Heading[] {
  if (name.endsWith(".css")) return [];
  return [...text.matchAll(/<h[1-6](?=[\s>])(?:[^>]*?\bclass(?:Name)?=(["'{]))?/g)].map((match) => {
    const at = (match.index ?? 0) + match[0].length - 1;
    const classes = match[1] ? attributeValue(text, at) : "";
    return { file: name, line: text.slice(0, match.index).split("\n").length, classes: classes.trim() };
  });
}

/** The raw type classes of a heading's class attribute (words of a template literal included). */
export function rawTypeClasses(classes: string): string[] {
  return classes.split(/[\s"'`{}$]+/).filter((word) => RAW_TYPE_CLASS.test(word));
}

/** The words of a class attribute that set type: loose type classes and named type styles. */
function typeWords(classes: string): string {
  const named = classes.split(/[\s"'`{}$]+/).filter((word) => /^(?:[\w-]+:)*(?:heading-[\w-]+|eyebrow(?:-[\w-]+)?)$/.test(word));
  return [...rawTypeClasses(classes), ...named].sort().join(" ");
}

export function census(files: SourceFile[]): Census {
  const byFile: Record<string, number> = {};
  let markup = 0;
  let css = 0;
  let gradients = 0;
  for (const { name, text } of files) {
    const found = text.match(RAW_PALETTE_CLASS)?.length ?? 0;
    if (found) byFile[name] = found;
    if (name.endsWith(".css")) css += found;
    else {
      markup += found;
      gradients += text.match(GRADIENT_CLASS)?.length ?? 0;
    }
  }
  const headings = files.flatMap(headingsIn);
  const withRawType = headings.filter((heading) => rawTypeClasses(heading.classes).length > 0);
  return {
    files: files.length,
    rawPalette: { markup, css, byFile },
    gradients,
    headings: {
      count: headings.length,
      classStrings: new Set(headings.map((heading) => heading.classes)).size,
      typeStyles: new Set(headings.map((heading) => typeWords(heading.classes)).filter(Boolean)).size,
      rawTypeStyles: new Set(withRawType.map((heading) => rawTypeClasses(heading.classes).sort().join(" "))).size,
      withRawType,
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url)));
  const result = census(sourceFilesUnder(join(root, "src")));
  const filesWithPalette = Object.keys(result.rawPalette.byFile).length;
  console.log(`Style census of ${join(root, "src")} (${result.files} files, tests left out)`);
  console.log(
    `  raw palette classes:   ${result.rawPalette.markup} in markup, ${result.rawPalette.css} in CSS, in ${filesWithPalette} files`,
  );
  console.log(`  gradient classes:      ${result.gradients} in markup`);
  console.log(
    `  headings (h1-h6):      ${result.headings.count}, ${result.headings.classStrings} distinct class strings, ${result.headings.typeStyles} distinct type styles`,
  );
  console.log(
    `  raw type on headings:  ${result.headings.withRawType.length} headings, ${result.headings.rawTypeStyles} distinct sets of type classes`,
  );
}
