import type { Page } from "@playwright/test";
import { site } from "./bundle.ts";
import { axeViolations, expect, test, useTheme } from "./fixtures.ts";

const { labels } = site;

const CASE_STUDIES: readonly string[] = [
  "Enterprise ERP Migration to a Multi-Region AWS Cloud",
  "AI-Powered Claims Intake Automation for a Regional Insurer",
  "Zero Trust Security Program and 24/7 SOC for a Healthcare Network",
  "Mobile Banking App Rebuild for a Texas Community Bank",
  "Predictive Maintenance IoT Platform for Food Processing Plants",
  "Unified Retail Analytics Platform and Executive Dashboards",
];
const FEATURED = CASE_STUDIES[0] ?? "";

const JOBS = [
  { slug: "senior-cloud-engineer", title: "Senior Cloud Engineer", salary: "$120,000-$160,000" },
  { slug: "cybersecurity-analyst", title: "Cybersecurity Analyst", salary: "$90,000-$120,000" },
  { slug: "ai-ml-engineer", title: "AI/ML Engineer", salary: "$130,000-$170,000" },
  { slug: "full-stack-developer", title: "Full-Stack Developer" },
  { slug: "devops-engineer", title: "DevOps Engineer" },
  { slug: "ui-ux-designer", title: "UI/UX Designer" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const applyHref = (title: string) => `/contact?service=Job%20Inquiry&position=${encodeURIComponent(title)}`;

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

test.describe("about page", () => {
  test("shows stats, story, values, team, testimonials, badges, client names, timeline and mission", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const stats = page.locator("section", { hasText: "Expert Engineers" }).first();
    for (const [value, label] of [
      ["10+", "Expert Engineers"],
      ["100+", "Projects Completed"],
      ["10+", "Countries Served"],
      ["5+", "Years Experience"],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.locator("div", { hasText: label }).getByText(value, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("2019, Dallas, Texas")).toBeVisible();
    await expect(page.getByText("USA, India and Singapore", { exact: true })).toBeVisible();
    for (const value of ["Excellence", "Client Focus", "Innovation"])
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();

    const team = page.locator("section", { has: page.getByRole("heading", { name: "Meet our leadership team" }) });
    await expect(team.getByRole("listitem")).toHaveCount(5);
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(team.getByRole("img")).toHaveCount(5);

    await expect(page.getByRole("img", { name: labels.cards.rating.replace("{n}", "5") })).toHaveCount(3);

    const badges = page.locator("section", { has: page.getByRole("heading", { name: "Certifications and partnerships" }) });
    await expect(badges.getByRole("listitem")).toHaveCount(6);
    for (const name of [
      "AWS Certified Solutions Architect",
      "Microsoft Azure Expert",
      "Google Cloud Partner",
      "ISO/IEC 27001",
      "SOC 2 Type II",
      "CISSP-Certified Staff",
    ])
      await expect(badges.getByRole("heading", { name, exact: true })).toBeVisible();

    const clients = page.getByRole("list", { name: "Our clients" });
    await expect(clients.getByRole("listitem")).toHaveCount(12);

    const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Our journey" }) });
    await expect(timeline.getByRole("listitem")).toHaveCount(6);
    for (let year = 2019; year <= 2024; year++)
      await expect(timeline.getByRole("heading", { name: new RegExp(`^${year} `) })).toBeVisible();

    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  });

  test("team rows hold two then three people on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    const members = page.locator("section", { has: page.getByRole("heading", { name: "Meet our leadership team" }) }).getByRole("listitem");
    const tops = await members.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
    expect(new Set(tops.slice(2)).size).toBe(1);
  });

  test("the client strip loops with an aria-hidden copy, pauses on hover and stands still with reduced motion", async ({ page }) => {
    await page.goto("/about");
    const strip = page.locator(".marquee");
    await expect(strip.locator("ul")).toHaveCount(2);
    await expect(strip.locator("ul").nth(1)).toHaveAttribute("aria-hidden", "true");
    await expect(strip.locator(".marquee-track")).toHaveCSS("animation-play-state", "running");
    await strip.hover();
    await expect(strip.locator(".marquee-track")).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    const toggle = page.getByRole("button", { name: labels.cards.pauseClients });
    await toggle.click();
    await expect(page.getByRole("button", { name: labels.cards.playClients })).toHaveAttribute("aria-pressed", "true");
    await expect(strip.locator(".marquee-track")).toHaveCSS("animation-play-state", "paused");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(strip.locator(".marquee-track")).toHaveCSS("animation-name", "none");
    await expect(strip.locator("ul").nth(1)).toBeHidden();
    await expect(page.getByRole("button", { name: /client list animation/ })).toHaveCount(0);
  });
});

test.describe("portfolio page", () => {
  test("shows the hero stats, the featured spotlight, the grid of five and the closing call to action", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Success Stories");
    for (const [value, label] of [
      ["100+", "Projects Completed"],
      ["99.9%", "Client Satisfaction"],
      ["5+", "Industry Awards"],
    ] as const) {
      const stat = page.locator("dl div", { hasText: label });
      await expect(stat.getByText(value, { exact: true })).toBeVisible();
    }

    const spotlight = page.locator("article", { has: page.getByRole("link", { name: "View Full Case Study" }) });
    await expect(spotlight.getByRole("heading", { name: FEATURED })).toBeVisible();
    await expect(spotlight.getByText("Cloud Infrastructure", { exact: true })).toBeVisible();
    await expect(spotlight.getByText("Global manufacturing company with 14 plants in 9 countries")).toBeVisible();
    await expect(spotlight.getByText("10 months")).toBeVisible();
    await expect(spotlight.getByText("12 experts")).toBeVisible();
    await expect(spotlight.getByRole("listitem")).toHaveCount(3);
    await expect(spotlight.getByRole("listitem").first()).toHaveText(
      "Cut annual infrastructure and licensing costs by 38%, saving $2.1M a year",
    );
    await expect(page.getByRole("link", { name: "View Full Case Study" })).toHaveAttribute("href", "/portfolio/1");

    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Client Success Stories" }) });
    const cards = grid.locator("article");
    await expect(cards).toHaveCount(5);
    for (const [index, title] of CASE_STUDIES.slice(1).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByRole("img")).toHaveCount(1);
      await expect(card.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveCount(4);
      await expect(card.getByRole("list", { name: "Technologies" }).getByRole("listitem").last()).toHaveText(/^\+\d+ more$/);
      await expect(card.getByRole("link", { name: new RegExp(`^View Case Study\\s*: ${escapeRegExp(title)}$`) })).toHaveAttribute(
        "href",
        `/portfolio/${index + 2}`,
      );
    }
    await expect(cards.nth(0).getByRole("listitem").last()).toHaveText("+4 more");
    await expect(cards.nth(4).getByRole("listitem").last()).toHaveText("+3 more");
    await expect(grid.getByText(FEATURED)).toHaveCount(0);

    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  });

  for (const [index, title] of CASE_STUDIES.entries()) {
    test(`case study ${index + 1} renders its page`, async ({ page }) => {
      const response = await page.goto(`/portfolio/${index + 1}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
      for (const heading of ["Key Results", "The Challenge", "Our Solution", "Project Timeline", "Detailed Results", "Technologies Used"])
        await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByText(/^Budget:/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("link", { name: "View More Case Studies" })).toHaveAttribute("href", "/portfolio");
    });
  }

  test("a case study page carries its metadata, breadcrumb and creative-work structured data", async ({ page }) => {
    await page.goto("/portfolio/1");
    await expect(page).toHaveTitle(/ERP Migration to AWS \| Meridian IT Solutions$/);
    const phases = page.locator("section", { has: page.getByRole("heading", { name: "Project Timeline" }) }).getByRole("listitem");
    await expect(phases).toHaveCount(6);
    await expect(phases.first()).toContainText("6 weeks");
    await expect(page.locator("blockquote")).toContainText("Moving our ERP was the riskiest project");
    await expect(page.getByText("Daniel Okafor")).toBeVisible();
    const data = await jsonLd(page);
    expect(data.map((item) => item["@type"])).toEqual(expect.arrayContaining(["Organization", "CreativeWork", "BreadcrumbList"]));
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Portfolio", FEATURED]);
  });

  test.describe("unknown ids", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
    for (const id of ["7", "abc", "01"]) {
      test(`/portfolio/${id} answers 404 with 'Case Study Not Found'`, async ({ page }) => {
        const response = await page.goto(`/portfolio/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: labels.notFound.caseStudy.title })).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
      });
    }
  });
});

test.describe("careers page", () => {
  test("shows benefits, values, six positions, the hiring process and Get in Touch", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/careers");
    const benefits = page.locator("section", { has: page.getByRole("heading", { name: "Why work with us" }) });
    await expect(benefits.getByRole("listitem")).toHaveCount(6);
    await expect(benefits.getByText(/\$3,000 a year learning budget/)).toBeVisible();
    const values = page.locator("section", { has: page.getByRole("heading", { name: "Our values" }) });
    for (const value of ["Innovation", "Growth", "Collaboration", "Impact"])
      await expect(values.getByRole("heading", { name: value })).toBeVisible();

    const positions = page.locator("#open-positions article");
    await expect(positions).toHaveCount(6);
    for (const [index, job] of JOBS.entries()) {
      const card = positions.nth(index);
      await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
      if (job.salary) await expect(card.getByText(job.salary)).toBeVisible();
      await expect(card.getByText(/^Posted [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(card.getByRole("list", { name: "Skills" }).getByRole("listitem").first()).toBeVisible();
      await expect(card.getByRole("link", { name: `View Details for ${job.title}` })).toHaveAttribute("href", `/careers/${job.slug}`);
      await expect(card.getByRole("link", { name: `Apply Now for ${job.title}` })).toHaveAttribute("href", applyHref(job.title));
    }

    const process = page.locator("section", { has: page.getByRole("heading", { name: "Our hiring process" }) });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Apply",
      "Step 2: Phone Screen",
      "Step 3: Technical Interview",
      "Step 4: Final Interview",
    ]);
    await expect(process.getByText("30 minutes", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("Apply Now leads to the contact form with the position in the address", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply Now for DevOps Engineer" }).click();
    await expect(page).toHaveURL(/\/contact\?service=Job%20Inquiry&position=DevOps%20Engineer$/);
  });

  for (const job of JOBS) {
    test(`job page ${job.slug} renders with its title`, async ({ page }) => {
      const response = await page.goto(`/careers/${job.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute("href", "/careers");
      for (const heading of ["Key Responsibilities", "Requirements", "Benefits & Perks", "Company Culture", "Application Process"])
        await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Apply Now", exact: true })).toHaveAttribute("href", applyHref(job.title));
      await expect(page.getByRole("link", { name: "Apply for This Position" })).toHaveAttribute("href", applyHref(job.title));
      await expect(page.getByRole("link", { name: "View All Openings" })).toHaveAttribute("href", "/careers");
    });
  }

  test("the senior cloud engineer page shows the details of the specification", async ({ page }) => {
    await page.goto("/careers/senior-cloud-engineer");
    await expect(page.getByText("$120,000-$160,000")).toBeVisible();
    await expect(page.getByText("5+ years", { exact: true })).toBeVisible();
    await expect(page.getByText("Dallas, TX (Hybrid)")).toBeVisible();
    const details = page.locator("section", { has: page.getByRole("heading", { name: "Position Details" }) });
    for (const text of ["Cloud Engineering", "Cloud Platform Team", "Director of Cloud Engineering", "Posted November 12, 2026"])
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText("$2,500 annual learning budget", { exact: false })).toBeVisible();
    const steps = page.locator("section", { has: page.getByRole("heading", { name: "Application Process" }) }).getByRole("listitem");
    await expect(steps).toHaveText([
      /Step 1: Submit Application$/,
      /Step 2: Phone Screening$/,
      /Step 3: Technical Interview$/,
      /Step 4: Final Interview$/,
      /Step 5: Offer & Onboarding$/,
    ]);
  });

  test("job pages carry a complete JobPosting", async ({ page }) => {
    await page.goto("/careers/senior-cloud-engineer");
    const posting = (await jsonLd(page)).find((item) => item["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Senior Cloud Engineer",
      datePosted: "2026-11-12",
      validThrough: "2027-02-12",
      employmentType: "FULL_TIME",
      directApply: false,
      identifier: { "@type": "PropertyValue", value: "senior-cloud-engineer" },
      hiringOrganization: { "@type": "Organization", name: "Meridian IT Solutions" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Dallas", addressRegion: "TX", addressCountry: "US" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 160000, unitText: "YEAR" },
      },
    });
    expect(String(posting?.description)).toContain("<li>");
    expect((posting?.hiringOrganization as Record<string, string>)["@id"]).toMatch(/\/#organization$/);
    expect((posting?.hiringOrganization as Record<string, string>).sameAs).toMatch(/^https?:\/\//);

    await page.goto("/careers/devops-engineer");
    const remote = (await jsonLd(page)).find((item) => item["@type"] === "JobPosting");
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } });
    expect(remote).not.toHaveProperty("jobLocation");
  });

  test.describe("unknown slug", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
    test("/careers/nope answers 404 with 'Job Not Found'", async ({ page }) => {
      const response = await page.goto("/careers/nope");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: labels.notFound.job.title })).toBeVisible();
      await expect(page.getByText(labels.notFound.job.text)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Careers" })).toHaveAttribute("href", "/careers");
    });
  });
});

test.describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const path of ["/about", "/portfolio", "/portfolio/1", "/careers", "/careers/senior-cloud-engineer"]) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
