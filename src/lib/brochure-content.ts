import type { CompiledService } from "../content/types.ts";

/**
 * How much of a service fits on one printed page, Letter or A4. Every budget
 * is an upper bound: a brochure filled to all of them at once still prints on one page, which
 * tests/e2e/print.spec.ts checks by printing exactly that.
 */
export const BROCHURE_LIMITS = {
  descriptionChars: 340,
  features: 8,
  benefits: 3,
  benefitChars: 140,
  technologies: 12,
  technologiesChars: 200,
  storyChars: 180,
} as const;

export type BrochureService = Pick<CompiledService, "url" | "title" | "subtitle" | "priceLine"> & {
  description: string;
  features: string[];
  technologies: string[];
  benefits: { title: string; description: string }[];
  caseStudy: CompiledService["caseStudy"];
};

/** What the brochure reads of a service (a compiled service is one). */
export type BrochureSource = Omit<BrochureService, "features" | "technologies" | "benefits"> & {
  features: readonly string[];
  technologies: readonly string[];
  benefits: readonly { title: string; description: string }[];
};

/** The service as its brochure shows it: the same words, shortened to fit one page, never added to. */
export function brochureOf(service: BrochureSource, limits = BROCHURE_LIMITS): BrochureService {
  const { storyChars } = limits;
  return {
    url: service.url,
    title: service.title,
    subtitle: service.subtitle,
    priceLine: service.priceLine,
    description: leadingSentences(service.description, limits.descriptionChars),
    features: service.features.slice(0, limits.features),
    technologies: leadingItems(service.technologies.slice(0, limits.technologies), limits.technologiesChars, TECHNOLOGY_SEPARATOR.length),
    benefits: service.benefits
      .slice(0, limits.benefits)
      .map(({ title, description }) => ({ title, description: leadingSentences(description, limits.benefitChars) })),
    caseStudy: {
      company: service.caseStudy.company,
      challenge: leadingSentences(service.caseStudy.challenge, storyChars),
      solution: leadingSentences(service.caseStudy.solution, storyChars),
      result: leadingSentences(service.caseStudy.result, storyChars),
    },
  };
}

/**
 * The whole sentences of `text` that fit in `maxChars`. A first sentence longer than that is cut at
 * a word and ends in an ellipsis, so the result is never longer than `maxChars` nor than the text.
 */
export function leadingSentences(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  let kept = "";
  for (const sentence of sentencesOf(clean)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxChars) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = clean.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars - 1)).replace(/[\s,;:–-]+$/, "")}…`;
}

/** How the brochure joins its technologies into one line. */
export const TECHNOLOGY_SEPARATOR = " · ";

/** The first items whose joined length (with `separatorLength` between them) fits in `maxChars`; at least one. */
export function leadingItems(items: readonly string[], maxChars: number, separatorLength: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const item of items) {
    length += (kept.length ? separatorLength : 0) + item.length;
    if (kept.length && length > maxChars) break;
    kept.push(item);
  }
  return kept;
}

// Unicode's sentence rules: "99.9%" or "U.S." inside a sentence do not end it.
const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * The sentences of `text`, joined by one space they give the text back. A sentence ends where a space
 * follows: Unicode's rules also break before the capital in " .NET" (a dot after a space), which is
 * inside a word, so such a piece is kept with the next one (docs/decisions/0231-sentences-type-names-and-error-lines.md).
 */
function sentencesOf(text: string): string[] {
  const whole: string[] = [];
  let pending = "";
  for (const { segment } of sentences.segment(text)) {
    pending += segment;
    if (/\s$/.test(segment)) {
      whole.push(pending.trim());
      pending = "";
    }
  }
  whole.push(pending.trim());
  return whole.filter(Boolean);
}
