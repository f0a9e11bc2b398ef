import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { FaqBrowser, FaqGroup } from "../../content/entry-types.ts";

/** A faq-browser section as its component receives it: the chosen FAQ categories with stable ids. */
export type Compiled = FaqBrowser & { groups: FaqGroup[] };

/**
 * The FAQ's categories for a faq-browser section, with stable ids for headings, buttons and panels
 * (faq-pricing-business, faq-pricing-business-2). Unknown category names are reported with the list of known ones.
 */
export function compile(section: FaqBrowser, { from, report }: SectionCompileContext): Compiled {
  const categories = from.faq?.categories ?? [];
  const wanted = section.categories ?? "all";
  const names = categories.map((category) => category.name);
  const chosen =
    wanted === "all"
      ? categories
      : wanted.flatMap((name, position) => {
          const found = categories.find((category) => category.name === name);
          if (!found)
            report(["categories", position], `there is no FAQ category "${name}" in content/faq.yaml (existing: ${names.join(", ")})`);
          return found ? [found] : [];
        });
  const groups = chosen.map((category): FaqGroup => {
    const id = `faq-${slugify(category.name)}`;
    return {
      id,
      name: category.name,
      icon: category.icon,
      questions: category.questions.map((item, index) => ({ id: `${id}-${index + 1}`, question: item.question, answer: item.answer })),
    };
  });
  return { ...section, groups };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The FAQ, content/faq.yaml: the page changes in the sitemap when that file does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(_section: Compiled, { faqDay }: ListedContext): (string | undefined)[] {
  return [faqDay];
}

/** Its own fields give the assistant no passages: the questions it shows are content/faq.yaml's, whose answers are passages already (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
