import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { BROCHURE_LIMITS } from "../../src/lib/brochure-content.ts";
import { bundle, firstOf, site } from "./bundle.ts";
import { axeViolations, expect, test, useTheme } from "./fixtures.ts";
import { collapse, emulatePrint, floatingElementsInPrint, PAPER_FORMATS, printToPdf } from "./print-pdf.ts";

/** Some service's brochure, for the checks one brochure is enough for: the first service's. */
const sampleBrochure = `${firstOf(bundle.services, "service").url}/brochure`;

/** The site's origin as the prerendered page states it (its canonical link), i.e. SITE_URL at build time. */
async function originOf(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  return new URL(canonical ?? "").origin;
}

// Dark is the theme of a first visit, and the one that printed grey text on grey before.
test.beforeEach(async ({ page }) => {
  await useTheme(page, "dark");
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("each service's brochure prints on one page", () => {
  for (const service of bundle.services) {
    test(`${service.url}/brochure: one page on Letter and A4, with the contact block`, async ({ page }) => {
      await page.goto(`${service.url}/brochure`);
      const origin = await originOf(page);
      const host = new URL(origin).host;
      for (const format of PAPER_FORMATS) {
        const pdf = await printToPdf(page, format);
        expect(pdf.pages, `${format}: ${pdf.pageTexts.at(-1)?.slice(0, 200)}`).toBe(1);
        for (const detail of [site.name, site.phone, site.email, site.address.street, site.address.postalCode, host])
          expect(pdf.text, format).toContain(detail);
        // A long address may wrap on paper, which puts a space into the extracted text.
        expect(pdf.text.replace(/\s/g, "")).toContain(`${host}${service.url}`);
        expect(pdf.text).toContain(service.title);
        // The screen-only controls are not on paper.
        expect(pdf.text).not.toContain(site.brochure.printLabel);
      }
    });
  }
});

/** Realistic words (not one long token, which would wrap unlike any real text) cut to a length. */
function filler(length: number): string {
  const words = "Our engineers plan, build and operate secure infrastructure for growing businesses across Texas. ";
  return words.repeat(Math.ceil(length / words.length) + 1).slice(0, length);
}

test("a brochure filled to every budget at once still prints on one page", async ({ page }) => {
  const schema = JSON.parse(readFileSync(new URL("../../schemas/service.schema.json", import.meta.url), "utf8")) as {
    properties: Record<
      string,
      {
        maxLength?: number;
        items?: { maxLength?: number };
        properties?: Record<string, { maxLength?: number }>;
        oneOf?: { properties?: Record<string, { maxLength?: number }> }[];
      }
    >;
  };
  const max = (field: string) => schema.properties[field]?.maxLength ?? schema.properties[field]?.items?.maxLength ?? 0;
  const story = schema.properties.caseStudy?.properties ?? {};
  const benefit = schema.properties.benefits?.items as { properties?: Record<string, { maxLength?: number }> } | undefined;
  const limits = {
    title: max("title"),
    subtitle: max("subtitle"),
    description: BROCHURE_LIMITS.descriptionChars,
    feature: max("features"),
    features: BROCHURE_LIMITS.features,
    benefitTitle: benefit?.properties?.title?.maxLength ?? 0,
    benefit: BROCHURE_LIMITS.benefitChars,
    benefits: BROCHURE_LIMITS.benefits,
    technologies: BROCHURE_LIMITS.technologiesChars,
    // A pricing label (a price line without a monthly price) at its longest.
    price: Math.max(...(schema.properties.pricing?.oneOf ?? []).map((option) => option.properties?.label?.maxLength ?? 0)),
    company: story.company?.maxLength ?? 0,
    story: BROCHURE_LIMITS.storyChars,
  };
  expect(Object.values(limits).every((value) => value > 0)).toBe(true);

  await page.goto(sampleBrochure);
  await page.evaluate(
    ({ limits, text }) => {
      const fill = (selector: string, length: number) =>
        document.querySelectorAll(selector).forEach((element) => {
          const last = element.lastChild;
          if (last) last.textContent = text.slice(0, length);
        });
      // Enough items of every list, then every item at its longest.
      const grow = (selector: string, count: number) => {
        const items = document.querySelectorAll(selector);
        const template = items[0]?.closest("li, div");
        for (let index = items.length; index < count && template; index++) template.after(template.cloneNode(true));
      };
      grow('[data-part="feature"]', limits.features);
      grow('[data-part="benefit"]', limits.benefits);
      fill('[data-part="title"]', limits.title);
      fill('[data-part="price"]', limits.price);
      fill('[data-part="subtitle"]', limits.subtitle);
      fill('[data-part="description"]', limits.description);
      fill('[data-part="feature"]', limits.feature);
      fill('[data-part="benefit-title"]', limits.benefitTitle);
      fill('[data-part="benefit"]', limits.benefit);
      fill('[data-part="company"]', limits.company);
      fill('[data-part="story"]', limits.story);
      fill('[data-part="technologies"]', limits.technologies);
    },
    { limits, text: filler(2000) },
  );
  await expect(page.locator('[data-part="feature"]')).toHaveCount(BROCHURE_LIMITS.features);
  await expect(page.locator('[data-part="benefit"]')).toHaveCount(BROCHURE_LIMITS.benefits);
  for (const format of PAPER_FORMATS) {
    const pdf = await printToPdf(page, format, "brochure-filled-to-budget");
    expect(pdf.pages, `${format}: overflow "${pdf.pageTexts.at(-1)?.slice(0, 200)}"`).toBe(1);
    expect(pdf.text).toContain(site.phone);
  }
});

test("a brochure's printed text keeps AA contrast on white paper, in the dark theme too", async ({ page }) => {
  await page.goto(sampleBrochure);
  await emulatePrint(page);
  expect(await axeViolations(page, ["color-contrast"])).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
});

const article = bundle.articles.find((entry) => /href="\/[^"]/.test(entry.html)) ?? bundle.articles[0];
const samples = [article?.url, bundle.caseStudies[0]?.url, bundle.jobs[0]?.url, "/privacy", "/terms", sampleBrochure, "/"].filter(
  (path): path is string => Boolean(path),
);

/** Articles, case studies, job and legal pages print black on white: every text of the document, in the dark theme. */
const blackOnWhite = (path: string) => !path.endsWith("/brochure") && path !== "/";

/** The colours of the main content's text and fills in print, and the page's own. */
function printedColours(page: Page) {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const element of document.querySelectorAll("main *")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || !element.textContent?.trim()) continue;
      found.add(`color ${style.color}`);
      if (style.backgroundColor !== "rgba(0, 0, 0, 0)") found.add(`background ${style.backgroundColor}`);
      if (style.backgroundImage !== "none") found.add(`background ${style.backgroundImage}`);
    }
    return [...found, `page ${getComputedStyle(document.body).backgroundColor}`];
  });
}

// One load per page serves both checks: the controls left out of print, then (for documents) black on white.
test.describe("pages print as documents, without the site's controls; articles, case studies, job and legal pages black on white", () => {
  for (const path of samples) {
    const colours = blackOnWhite(path) ? ", and every text in the document is black, on white, in the dark theme" : "";
    test(`${path}: no floating control, navigation or toggle in print${colours}`, async ({ page }) => {
      await page.goto(path);
      expect(await floatingElementsInPrint(page)).toEqual([]);
      await emulatePrint(page);
      for (const control of [
        page.locator("header.site-header"),
        page.getByRole("button", { name: site.labels.layout.chat }),
        page.getByRole("navigation"),
        page.locator(".particles, .particles-toggle"),
        page.locator("footer.site-footer"),
      ])
        for (const element of await control.all()) await expect(element).toBeHidden();
      if (blackOnWhite(path)) expect((await printedColours(page)).sort()).toEqual(["color rgb(0, 0, 0)", "page rgb(255, 255, 255)"]);
      const pdf = await printToPdf(page, "Letter");
      expect(pdf.pages).toBeGreaterThan(0);
      expect(pdf.text).toContain(collapse((await page.locator("h1").first().textContent()) ?? "").slice(0, 30));
    });
  }
});

test("a printed article shows the absolute address of its links", async ({ page }) => {
  test.skip(!article, "no article links to another page of the site");
  const href = /href="(\/[^"]*)"/.exec(article?.html ?? "")?.[1] ?? "";
  await page.goto(article?.url ?? "/");
  const origin = await originOf(page);
  const pdf = await printToPdf(page, "Letter");
  // Words may wrap inside a long address on paper, so compare without spaces.
  expect(pdf.text.replace(/\s/g, "")).toContain(`(${origin}${href})`);
  // Links that only lead back to the site's own navigation are gone with it.
  expect(pdf.text).not.toContain(bundle.site.navigation.map((link) => link.label).join(" "));
});
