import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ShareImage } from "../../types.ts";

/** What one share image shows; everything else on it is the template's. */
export interface CardText {
  /** The small label above the title, e.g. "Case study · Cloud Infrastructure". */
  eyebrow: string;
  title: string;
  brand: string;
  tagline: string;
  /** The page's own photo, drawn beside the text: its original and its content hash (the hash alone counts for the card's). */
  photo?: { path: string; hash: string };
}

/** One PNG to render: where it goes under build/client, its size, and what it shows. */
export interface CardSpec extends CardText {
  /** Path under the client build, e.g. og/services-cloud.1a2b3c4d.png. */
  file: string;
  width: number;
  height: number;
  /** Hash of the text, the size and the template: the file name and the render cache key. */
  hash: string;
}

/** Open Graph's recommended size, shown by Facebook, LinkedIn, X, Slack and most chat apps. */
const OPEN_GRAPH_SIZE = { width: 1200, height: 630 } as const;

/** The aspect ratios Google asks BlogPosting images to come in, at least 1200 pixels wide (docs/decisions/0211-share-images-at-build-time.md). */
const ARTICLE_RATIOS = [
  { name: "1x1", width: 1200, height: 1200 },
  { name: "4x3", width: 1200, height: 900 },
  { name: "16x9", width: 1200, height: 675 },
] as const;

/**
 * Collects the share images of every indexable route while the content compiles
 * (docs/decisions/0211-share-images-at-build-time.md). Each image's name
 * carries a hash of what it shows and of the template, so a changed card gets a new address (caches
 * and social networks refetch it) and an unchanged one is never rendered twice.
 */
export function shareCardCollector(templateVersion: string) {
  const specs: CardSpec[] = [];
  const add = (slug: string, text: CardText, size: { width: number; height: number }): ShareImage => {
    const hash = createHash("sha256")
      // The photo counts by its hash, not its path (which differs between checkouts).
      .update(JSON.stringify([templateVersion, { ...text, photo: text.photo?.hash }, size.width, size.height]))
      .digest("hex")
      .slice(0, 10);
    const file = `og/${slug}.${hash}.png`;
    if (!specs.some((spec) => spec.file === file)) specs.push({ ...text, ...size, file, hash });
    return { url: `/${file}`, alt: altText(text), width: size.width, height: size.height };
  };
  return {
    specs,
    /** The 1200×630 image of the route at `path`. */
    forRoute: (path: string, text: CardText) => add(slugOf(path), text, OPEN_GRAPH_SIZE),
    /** An article's 1:1, 4:3 and 16:9 images. */
    forArticle: (path: string, text: CardText) => ARTICLE_RATIOS.map((ratio) => add(`${slugOf(path)}-${ratio.name}`, text, ratio)),
  };
}

/** "/" is home, "/services/cloud" is services-cloud. */
function slugOf(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
}

/** The words on the card, for people who cannot see it. */
function altText(text: CardText): string {
  return `${text.title} (${text.eyebrow}, ${text.brand})`;
}

/** What the cards' look depends on besides their text: a change to any of these renders every card anew. */
export function templateVersion(projectRoot: string): string {
  const hash = createHash("sha256");
  for (const file of ["src/content/compiler/share-image/card-template.ts", "public/favicon.svg"])
    hash.update(readFileSync(join(projectRoot, file)));
  return hash.digest("hex");
}
