import type { Locator, Page } from "@playwright/test";
import { bundle, site, telHref } from "./bundle.ts";
import { axeViolations, expect, test, useTheme } from "./fixtures.ts";

const ARTICLES: Record<string, { title: string; category: string }> = {
  "1": { title: "A Practical Roadmap for Migrating Legacy Workloads to the Cloud", category: "Cloud Computing" },
  "2": { title: "Zero Trust for Mid-Sized Businesses: Where to Start", category: "Cybersecurity" },
  "3": { title: "Building a CI/CD Pipeline Your Team Will Actually Trust", category: "DevOps" },
  "4": { title: "Native or Cross-Platform? Choosing the Right Approach for Your Mobile App", category: "Mobile Development" },
  "5": { title: "Cutting Cloud Costs Without Cutting Corners: A Practical FinOps Playbook", category: "Cloud Computing" },
  "6": { title: "Ransomware Readiness: Backups, Response Plans and Tabletop Exercises", category: "Cybersecurity" },
  "7": { title: "From Pilot to Production: Making Generative AI Work for Your Business", category: "AI & ML" },
  "8": { title: "Getting Your Data Ready for Machine Learning: A Practical Checklist", category: "AI & ML" },
};

const FAQ_CATEGORIES = [
  "General Services",
  "Hiring & Team Building",
  "Technology & Expertise",
  "Project Process",
  "Pricing & Business",
  "Global Presence",
];

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

function sectionWithHeading(page: Page, name: string): Locator {
  return page.locator("section", { has: page.getByRole("heading", { name, exact: true }) });
}

/** A section labelled by its heading (aria-labelledby). */
function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The hrefs of the article cards in the 'Latest Articles' grid, in order. */
async function gridHrefs(page: Page): Promise<(string | null)[]> {
  const grid = region(page, "Latest Articles");
  return grid
    .getByRole("article")
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

test.describe("blog", () => {
  test("shows the Editor's Pick (article 7) and the other seven, highest id first", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const featured = region(page, "Editor's Pick");
    await expect(featured.getByRole("link", { name: ARTICLES["7"]?.title, exact: true })).toHaveAttribute("href", "/blog/7");
    const browser = bundle.pages["/blog"]?.sections.find((section) => section.type === "article-browser");
    const readLabel = browser?.type === "article-browser" ? browser.readLabel : "";
    const readName = new RegExp(`^${readLabel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`);
    await expect(featured.getByRole("link", { name: readName })).toHaveAttribute("href", "/blog/7");
    expect(await gridHrefs(page)).toEqual(["/blog/8", "/blog/6", "/blog/5", "/blog/4", "/blog/3", "/blog/2", "/blog/1"]);
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("7 articles");
    await expect(page.getByRole("navigation", { name: "Filter articles by category" }).getByRole("link")).toHaveText([
      "All",
      "Cloud Computing",
      "Cybersecurity",
      "AI & ML",
      "DevOps",
      "Mobile Development",
    ]);
    await expect(page.getByRole("navigation", { name: "Filter articles by category" }).getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("cards show category, title, excerpt, author, long US date, read time, image and 2 tags plus '+N more'", async ({ page }) => {
    await page.goto("/blog");
    const card = region(page, "Latest Articles")
      .getByRole("article")
      .filter({ hasText: ARTICLES["3"]?.title ?? "" });
    await expect(card.getByText("DevOps", { exact: true })).toBeVisible();
    await expect(card.getByText(/^A pipeline that is slow, flaky/)).toBeVisible();
    await expect(card.getByText("Marcus Bell")).toBeVisible();
    await expect(card.locator("time")).toHaveText("October 8, 2024");
    await expect(card.locator("time")).toHaveAttribute("datetime", "2024-10-08");
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByRole("img")).toHaveCount(1);
    const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveText(["CI/CD", "Automation", "+3 more tags"]);
    await expect(card.getByText("+3 more")).toBeVisible();
    // Article 2 has four tags: two shown, '+2 more'.
    const second = region(page, "Latest Articles")
      .getByRole("article")
      .filter({ hasText: ARTICLES["2"]?.title ?? "" });
    await expect(second.getByText("+2 more")).toBeVisible();
  });

  test("category buttons filter in place with JavaScript and announce the count", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const filters = page.getByRole("navigation", { name: "Filter articles by category" });
    await filters.getByRole("link", { name: "DevOps" }).click();
    await expect(page).toHaveURL(/\/blog\?category=DevOps$/);
    await expect(filters.getByRole("link", { name: "DevOps" })).toHaveAttribute("aria-current", "true");
    await expect(filters.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", "true");
    await expect.poll(() => gridHrefs(page)).toEqual(["/blog/3"]);
    await expect(page.getByRole("status").filter({ hasText: "article" })).toHaveText("1 article in DevOps");
    await filters.getByRole("link", { name: "Cloud Computing" }).click();
    await expect.poll(() => gridHrefs(page)).toEqual(["/blog/5", "/blog/1"]);
    await filters.getByRole("link", { name: "AI & ML" }).click();
    await expect(page).toHaveURL(/category=AI\+%26\+ML$/);
    // Article 7 stays the Editor's Pick; the grid shows the other AI & ML article.
    await expect.poll(() => gridHrefs(page)).toEqual(["/blog/8"]);
    await filters.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => gridHrefs(page)).toHaveLength(7);
    // No reload happened: the marker set on the first page is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("has the newsletter sign-up box", async ({ page }) => {
    await page.goto("/blog");
    const box = region(page, "Stay ahead of the curve");
    await expect(box.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("every article 1-8 renders with its header, body, closing card and related articles", async ({ page }) => {
    for (const [id, { title, category }] of Object.entries(ARTICLES)) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status(), `/blog/${id}`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`\\| Meridian IT Solutions$`));
      await expect(page.getByRole("link", { name: "Back to Articles" })).toHaveAttribute("href", "/blog");
      const header = page.locator("article header");
      await expect(header.getByText(category, { exact: true })).toBeVisible();
      await expect(header.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(header.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(header.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
      expect(await page.locator(".prose p").count()).toBeGreaterThan(3);
      await expect(page.getByRole("heading", { name: "Enjoyed this article?" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("link", { name: "Read More Articles" })).toHaveAttribute("href", "/blog");

      const related = region(page, "Related Articles").getByRole("article");
      const count = await related.count();
      expect(count).toBeLessThanOrEqual(2);
      for (let index = 0; index < count; index++) {
        const card = related.nth(index);
        await expect(card.getByText(category, { exact: true })).toBeVisible();
        const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
        expect(href).toMatch(/^\/blog\/\d+$/);
        expect(href).not.toBe(`/blog/${id}`);
      }
    }
  });

  test("related articles: same category, at most two, excluding the current one", async ({ page }) => {
    const expected: Record<string, string[]> = { "1": ["/blog/5"], "2": ["/blog/6"], "7": ["/blog/8"], "8": ["/blog/7"], "3": [] };
    for (const [id, hrefs] of Object.entries(expected)) {
      await page.goto(`/blog/${id}`);
      const links = region(page, "Related Articles").getByRole("heading", { level: 3 }).getByRole("link");
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))), `/blog/${id}`).toEqual(hrefs);
    }
  });

  test("an article's metadata and structured data are in the HTML", async ({ page }) => {
    await page.goto("/blog/7");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    // The search description is the article's seoDescription; the excerpt stays on cards and in the header.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^How to pick generative AI use cases/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\/blog-7\.[0-9a-f]+\.png$/);
    const data = await jsonLd(page);
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: ARTICLES["7"]?.title,
      datePublished: "2026-03-10T12:00:00-04:00",
      dateModified: "2026-03-10T12:00:00-04:00",
      author: { "@type": "Person", name: "Dr. Arjun Mehta", url: expect.stringMatching(/\/about$/) as unknown },
      articleSection: "AI & ML",
    });
    expect(String((posting?.publisher as { "@id": string })["@id"])).toMatch(/#organization$/);
    expect(String((posting?.mainEntityOfPage as { "@id": string })["@id"])).toMatch(/\/blog\/7$/);
    expect(data.some((item) => item["@type"] === "Organization")).toBe(true);
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", "Blog", ARTICLES["7"]?.title]);
  });
});

test.describe("unknown articles", () => {
  test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });

  for (const path of ["/blog/07", "/blog/99"]) {
    test(`${path} answers 404 'Article Not Found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: site.labels.notFound.article.title, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    });
  }
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the category links are server-rendered filters", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Filter articles by category" }).getByRole("link", { name: "Cybersecurity" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Cybersecurity$/);
    expect(await gridHrefs(page)).toEqual(["/blog/6", "/blog/2"]);
    await expect(
      page.getByRole("navigation", { name: "Filter articles by category" }).getByRole("link", { name: "Cybersecurity" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("2 articles in Cybersecurity")).toBeVisible();
    await page.goto("/blog?category=Mobile+Development");
    expect(await gridHrefs(page)).toEqual(["/blog/4"]);
    // An unknown category shows every article.
    await page.goto("/blog?category=Nope");
    expect(await gridHrefs(page)).toHaveLength(7);
  });
});

test.describe("faq", () => {
  test("shows six categories and toggles questions independently", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 2 })).toContainText(FAQ_CATEGORIES);
    for (const name of FAQ_CATEGORIES) await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 }).getByRole("button")).toHaveCount(32);

    const duration = page.getByRole("button", { name: "How long does a typical project take?" });
    const pricing = page.getByRole("button", { name: "How much does managed IT support cost?" });
    const durationPanel = page.locator(`#${await duration.getAttribute("aria-controls")}`);
    const pricingPanel = page.locator(`#${await pricing.getAttribute("aria-controls")}`);
    await expect(duration).toHaveAttribute("aria-expanded", "false");
    await expect(durationPanel).toBeHidden();

    await duration.click();
    await pricing.click();
    await expect(duration).toHaveAttribute("aria-expanded", "true");
    await expect(pricing).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "How long does a typical project take?" })).toBeVisible();
    await expect(durationPanel).toContainText("Simple projects take 2-4 weeks, while complex projects take 3-6 months or more.");
    await expect(pricingPanel).toBeVisible();

    await duration.click();
    await expect(duration).toHaveAttribute("aria-expanded", "false");
    await expect(durationPanel).toBeHidden();
    await expect(pricingPanel).toBeVisible();
  });

  test("the 'Still Have Questions?' banner's Contact Us goes to /contact", async ({ page }) => {
    await page.goto("/faq");
    const banner = sectionWithHeading(page, "Still Have Questions?");
    await banner.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("FAQPage structured data holds all 32 questions and answers", async ({ page }) => {
    await page.goto("/faq");
    const faq = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage") as
      { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(32);
    expect(
      faq?.mainEntity.every((item) => item["@type"] === "Question" && item.name.endsWith("?") && item.acceptedAnswer.text.length > 20),
    ).toBe(true);
    expect(faq?.mainEntity.find((item) => item.name === "How long does a typical project take?")?.acceptedAnswer.text).toContain(
      "3-6 months or more",
    );
  });
});

test.describe("faq without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer is readable", async ({ page }) => {
    await page.goto("/faq");
    const panels = page.locator('[role="region"]');
    await expect(panels).toHaveCount(32);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(page.getByText("Simple projects take 2-4 weeks, while complex projects take 3-6 months or more.")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("has the form beside the contact cards, the response promises and four FAQs", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const form = region(page, "Send Us a Message");
    await expect(form.locator("form")).toBeAttached();
    const details = region(page, "Contact Information");
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(details.getByRole("link", { name: site.phone })).toHaveAttribute("href", telHref);
    await expect(details.getByText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`)).toBeVisible();
    for (const office of ["USA", "India", "Singapore"]) await expect(details.getByText(new RegExp(`^${office}:`))).toBeVisible();
    await expect(details.getByText("We reply to every email within 24 hours.")).toBeVisible();
    const guarantee = details.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Quick Response Guarantee" }) });
    await expect(guarantee).toContainText("within 2-4 hours during business hours");
    await expect(details.getByText(site.businessHours)).toBeVisible();

    // Form on the left, cards on the right on a desktop screen.
    const formBox = await form.boundingBox();
    const detailsBox = await details.boundingBox();
    expect(formBox && detailsBox && formBox.x + formBox.width <= detailsBox.x).toBe(true);

    const faqs = sectionWithHeading(page, "Frequently Asked Questions");
    await expect(faqs.getByRole("heading", { level: 3 })).toHaveCount(4);
  });
});

test.describe("legal pages", () => {
  for (const [path, title] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/cookies", "Cookie Policy"],
  ] as const) {
    test(`${path} is marked 'Last updated: December 2024'`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText("Last updated: December 2024", { exact: true })).toBeVisible();
      expect(await page.locator(".prose h2").count()).toBeGreaterThan(4);
    });
  }

  test("the legal pages give the phone number, email and address of site.yaml", async ({ page }) => {
    for (const path of ["/privacy", "/terms", "/cookies"]) {
      await page.goto(path);
      await expect(page.locator(".prose"), path).toContainText(site.phone);
      await expect(page.locator(".prose").getByRole("link", { name: site.email }).first(), path).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    }
    await page.goto("/privacy");
    await expect(page.locator(".prose")).toContainText(site.address.street);
  });

  test("the terms promise about 30 days' notice and Texas law; the policies name what is stored and who processes it", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.locator(".prose")).toContainText("about 30 days' notice");
    await expect(page.locator(".prose")).toContainText("governed by the laws of the State of Texas");
    await page.goto("/privacy");
    for (const text of ["Brevo", "California Consumer Privacy Act", "Texas Data Privacy and Security Act", site.email])
      await expect(page.locator(".prose")).toContainText(text);
    await page.goto("/cookies");
    await expect(page.locator(".prose")).toContainText("does not set any cookies");
    await expect(page.locator(".prose table")).toContainText("Local storage");
    await expect(page.locator(".prose table")).toContainText("Session storage");
  });
});

test.describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const path of ["/blog", "/blog/7", "/faq", "/contact", "/privacy"]) {
      test(`${path} has no axe violations (${theme})`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await useTheme(page, theme);
        await page.goto(path);
        if (path === "/faq") {
          await page.getByRole("button", { name: "How long does a typical project take?" }).click();
          await page.getByRole("button", { name: "Do you offer 24/7 support?" }).click();
          await expect(page.getByRole("button", { expanded: true })).toHaveCount(2);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
