/** The `sizes` hint of a photo that fills half the content width on wide screens and all of it below. */
const HALF = "(min-width: 1024px) 50vw, calc(100vw - 2rem)";

/**
 * Each kind of stock photo's size (which also fixes its aspect ratio) and `sizes` hint, defined once,
 * so a page says what a photo is rather than its numbers: [width, height, sizes].
 */
export const IMAGE_PRESETS = {
  /** The home page's hero, a case study's header and the case-study spotlight. */
  hero: [720, 540, HALF],
  /** A service page's header. */
  serviceHero: [720, 480, HALF],
  /** An article's wide photo under its title. */
  articleHero: [1200, 630, "(min-width: 1024px) 64rem, calc(100vw - 2rem)"],
  /** The blog's featured article. */
  featured: [800, 560, HALF],
  /** The photo beside the company's story. */
  story: [640, 520, HALF],
  /** The photo beside the experts' section. */
  experts: [640, 480, HALF],
  /** An article card in a grid of up to three columns. */
  articleCard: [640, 360, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"],
  /** A service card in a grid of up to four columns. */
  serviceCard: [480, 270, "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"],
  /** A case-study card in a grid of up to three columns. */
  caseStudyCard: [480, 270, "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, calc(100vw - 2rem)"],
} satisfies Record<string, readonly [width: number, height: number, sizes: string]>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;
