/** Renders the share images the content compiler listed, reusing earlier renders of the same card. */
import { Resvg } from "@resvg/resvg-js";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori from "satori";
import sharp from "sharp";
import type { ReactNode } from "react";
import { LOGO } from "../../../lib/brand-assets.ts";
import type { CardSpec } from "./card-spec.ts";
import { cardTemplate, logoDataUri, photoWidthOf } from "./card-template.ts";

const require = createRequire(import.meta.url);

/** Inter from @fontsource: WOFF, because satori reads TTF, OTF and WOFF but not WOFF2. */
function fonts() {
  const file = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return ([400, 700, 800] as const).map((weight) => ({ name: "Inter", data: file(weight), weight, style: "normal" as const }));
}

export interface RenderReport {
  rendered: number;
  reused: number;
}

/**
 * Writes every card into `clientDir`. A card whose hash was rendered before is copied from `cacheDir`
 * (node_modules/.cache by default), so a build after a small content edit renders only what changed.
 */
export async function renderShareImages(
  specs: readonly CardSpec[],
  projectRoot: string,
  clientDir: string,
  cacheDir: string,
): Promise<RenderReport> {
  const report: RenderReport = { rendered: 0, reused: 0 };
  let loaded: { fonts: ReturnType<typeof fonts>; logo: string } | undefined;
  mkdirSync(cacheDir, { recursive: true });
  for (const spec of specs) {
    const target = join(clientDir, spec.file);
    const cached = join(cacheDir, `${spec.hash}.png`);
    mkdirSync(dirname(target), { recursive: true });
    if (existsSync(cached)) {
      copyFileSync(cached, target);
      report.reused++;
      continue;
    }
    loaded ??= { fonts: fonts(), logo: logoDataUri(projectRoot) };
    const photo = spec.photo ? await photoDataUri(spec.photo.path, photoWidthOf(spec), spec.height) : undefined;
    const svg = await satori(cardTemplate(spec, loaded.logo, photo) as unknown as ReactNode, {
      width: spec.width,
      height: spec.height,
      fonts: loaded.fonts,
    });
    const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
    writeFileSync(cached, png);
    copyFileSync(cached, target);
    report.rendered++;
  }
  return report;
}

/** The own photo, upright, cropped to its part of the card, as a JPEG satori can draw (no metadata kept). */
async function photoDataUri(path: string, width: number, height: number): Promise<string> {
  const jpeg = await sharp(path).rotate().resize(width, height, { fit: "cover" }).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** A raster copy of the site's mark for structured data, which wants PNG, JPEG or WebP of at least 112×112. */
export function renderLogo(projectRoot: string, clientDir: string, size: number = LOGO.width): void {
  const svg = readFileSync(join(projectRoot, "public/favicon.svg"), "utf8");
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } }).render().asPng();
  writeFileSync(join(clientDir, LOGO.path.slice(1)), png);
}
