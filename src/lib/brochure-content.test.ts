import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CompiledService, ContentBundle } from "../content/types.ts";
import {
  BROCHURE_LIMITS,
  brochureOf,
  type BrochureSource,
  leadingItems,
  leadingSentences,
  TECHNOLOGY_SEPARATOR,
} from "./brochure-content.ts";

const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;

/** Everything of a service that its brochure prints, in characters. */
function printedLength(service: CompiledService): number {
  const story = service.caseStudy;
  return [
    service.description,
    ...service.features,
    ...service.technologies,
    ...service.benefits.flatMap((benefit) => [benefit.title, benefit.description]),
    story.challenge,
    story.solution,
    story.result,
  ].join("").length;
}

const longest = [...bundle.services].sort((a, b) => printedLength(b) - printedLength(a))[0];

describe("leadingSentences", () => {
  it("keeps a text that fits as it is", () => {
    expect(leadingSentences("Short. Enough.", 40)).toBe("Short. Enough.");
  });

  it("keeps whole sentences, and does not split inside 99.9% or U.S.", () => {
    const text = "We commit to 99.9% uptime. Our U.S. team answers at once. A third sentence would not fit here.";
    expect(leadingSentences(text, 60)).toBe("We commit to 99.9% uptime. Our U.S. team answers at once.");
  });

  it("does not break inside .NET, Node.js or ASP.NET: the kept text is the text's own beginning", () => {
    const text =
      "Agents used an app built on .NET Framework. We moved it to ASP.NET Core and Node.js services. A third sentence would not fit.";
    expect(leadingSentences(text, 100)).toBe(
      "Agents used an app built on .NET Framework. We moved it to ASP.NET Core and Node.js services.",
    );
    expect(leadingSentences("Built on .NET today. More.", 22)).toBe("Built on .NET today.");
  });

  it("cuts a first sentence that is too long at a word, with an ellipsis, within the limit", () => {
    const cut = leadingSentences("An opening sentence that goes on far longer than the room it is given", 30);
    expect(cut).toBe("An opening sentence that goes…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});

describe("leadingItems", () => {
  it("keeps the first items whose joined length fits, and always the first one", () => {
    expect(leadingItems(["Azure", "AWS", "Google Cloud"], 12, 3)).toEqual(["Azure", "AWS"]);
    expect(leadingItems(["A name longer than the budget"], 5, 3)).toEqual(["A name longer than the budget"]);
  });
});

describe("brochureOf", () => {
  it("shortens the longest service to the budgets, never adding a word", () => {
    expect(longest).toBeDefined();
    if (!longest) return;
    const brochure = brochureOf(longest);
    expect(brochure.description.length).toBeLessThanOrEqual(BROCHURE_LIMITS.descriptionChars);
    expect(brochure.description.length).toBeLessThan(longest.description.length);
    expect(longest.description.replace(/\s+/g, " ")).toContain(brochure.description);
    expect(brochure.features).toEqual(longest.features.slice(0, BROCHURE_LIMITS.features));
    expect(brochure.benefits.map((benefit) => benefit.title)).toEqual(
      longest.benefits.slice(0, BROCHURE_LIMITS.benefits).map((benefit) => benefit.title),
    );
    expect(brochure.technologies).toEqual(longest.technologies.slice(0, brochure.technologies.length));
    expect(brochure.technologies.join(TECHNOLOGY_SEPARATOR).length).toBeLessThanOrEqual(BROCHURE_LIMITS.technologiesChars);
    for (const part of ["challenge", "solution", "result"] as const)
      expect(brochure.caseStudy[part].length).toBeLessThanOrEqual(BROCHURE_LIMITS.storyChars);
  });

  it("prints the beginning of each service's own texts, never a character that is not there", () => {
    const beginningOf = (source: string, shown: string) => source.replace(/\s+/g, " ").trim().startsWith(shown.replace(/…$/, ""));
    for (const service of bundle.services) {
      const brochure = brochureOf(service);
      const pairs: [string, string][] = [
        [service.description, brochure.description],
        ...(["challenge", "solution", "result"] as const).map((part): [string, string] => [
          service.caseStudy[part],
          brochure.caseStudy[part],
        ]),
        ...brochure.benefits.map((benefit, index): [string, string] => [service.benefits[index]?.description ?? "", benefit.description]),
      ];
      for (const [source, shown] of pairs) expect(beginningOf(source, shown), `${service.slug}: ${shown}`).toBe(true);
    }
  });

  it("leaves every service's title, subtitle, price and client untouched", () => {
    for (const service of bundle.services) {
      const brochure = brochureOf(service);
      expect([brochure.title, brochure.subtitle, brochure.priceLine, brochure.caseStudy.company]).toEqual([
        service.title,
        service.subtitle,
        service.priceLine,
        service.caseStudy.company,
      ]);
    }
  });

  it("keeps a short service whole", () => {
    const service = bundle.services[0];
    if (!service) throw new Error("no service in the bundle");
    const short: BrochureSource = {
      ...service,
      description: "One sentence about the service.",
      features: service.features.slice(0, 3),
      technologies: ["Azure", "AWS"],
      benefits: service.benefits.slice(0, 1),
      caseStudy: { company: "A client", challenge: "A problem.", solution: "A fix.", result: "A result." },
    };
    const brochure = brochureOf(short);
    expect(brochure.description).toBe(short.description);
    expect(brochure.features).toEqual(short.features);
    expect(brochure.technologies).toEqual(short.technologies);
    expect(brochure.benefits).toEqual(short.benefits);
    expect(brochure.caseStudy).toEqual(short.caseStudy);
  });
});
