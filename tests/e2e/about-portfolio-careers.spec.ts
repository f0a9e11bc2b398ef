import { bundle, escapeRegExp, fill, heroHeading, isOpen, labels, pageWith, sectionOf, statText, tabTitle } from "./bundle.ts";
import { unusedId, unusedSlug } from "../fixtures/missing-entries.ts";
import { expect, test } from "./fixtures.ts";

/** The portfolio: the page with the case-study grid. */
const PORTFOLIO = pageWith("case-study-grid");
const spotlightStudy = sectionOf(PORTFOLIO, "case-study-spotlight").study;
const FEATURED = spotlightStudy?.title ?? "";
const featuredStudy = bundle.caseStudies.find((entry) => entry.id === spotlightStudy?.id) ?? bundle.caseStudies[0];
const gridCards = sectionOf(PORTFOLIO, "case-study-grid").cards;
const JOBS = sectionOf("/careers", "job-list").jobs.filter(isOpen);
const caseStudyLabels = labels.caseStudy;
const jobLabels = labels.job;
const cardLabels = labels.cards;
/** A job that is not remote, with a salary: its posting names the office and the pay range. */
const officeJob = bundle.jobs.find((entry) => isOpen(entry) && !entry.remote && entry.salary);

/** A job the test needs, or a failure that says which kind the bundle lacks. */
function needJob<T>(job: T | undefined, kind: string): T {
  if (!job) throw new Error(`The bundle has no ${kind}`);
  return job;
}
/** A job card's link names: the link's label, then which job (labels.cards.forJob with the title). */
const forJob = (label: string, title: string) => `${label} ${fill(cardLabels.forJob, { title })}`;

/** The application form on the job's own page. */
const applyHref = (job: { url: string }) => `${job.url}#apply`;

test.describe("about page", () => {
  test("shows stats, story, values, team, testimonials, badges, client names, timeline and mission", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const statItems = sectionOf("/about", "stats").items;
    const stats = page.locator("section", { hasText: statItems[0]?.label }).first();
    for (const stat of statItems) {
      await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
      await expect(stats.locator("div", { hasText: stat.label }).getByText(statText(stat), { exact: true }).first()).toBeVisible();
    }
    for (const fact of sectionOf("/about", "story").facts ?? []) await expect(page.getByText(fact.value, { exact: true })).toBeVisible();
    for (const value of sectionOf("/about", "feature-grid").items)
      await expect(page.getByRole("heading", { name: value.title, exact: true })).toBeVisible();

    const members = sectionOf("/about", "team");
    const team = page.locator("section", { has: page.getByRole("heading", { name: members.title }) });
    await expect(team.getByRole("listitem")).toHaveCount(members.members.length);
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(members.members.length);
    await expect(team.getByRole("img")).toHaveCount(members.members.length);

    await expect(page.getByRole("img", { name: labels.cards.rating.replace("{n}", "5") })).toHaveCount(3);

    const badgeSection = sectionOf("/about", "badges");
    const badges = page.locator("section", { has: page.getByRole("heading", { name: badgeSection.title }) });
    await expect(badges.getByRole("listitem")).toHaveCount(badgeSection.items.length);
    for (const { name } of badgeSection.items) await expect(badges.getByRole("heading", { name, exact: true })).toBeVisible();

    const clients = page.getByRole("list", { name: cardLabels.clients });
    await expect(clients.getByRole("listitem")).toHaveCount(sectionOf("/about", "logo-strip").names.length);

    const journey = sectionOf("/about", "timeline");
    const timeline = page.locator("section", { has: page.getByRole("heading", { name: journey.title }) });
    await expect(timeline.getByRole("listitem")).toHaveCount(journey.items.length);
    for (const { year } of journey.items) await expect(timeline.getByRole("heading", { name: new RegExp(`^${year} `) })).toBeVisible();

    await expect(page.getByRole("heading", { name: sectionOf("/about", "cta").title })).toBeVisible();
  });

  test("team rows hold two then three people on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    const members = page
      .locator("section", { has: page.getByRole("heading", { name: sectionOf("/about", "team").title }) })
      .getByRole("listitem");
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
  test("shows the hero stats, the featured spotlight, the grid of the others and the closing call to action", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PORTFOLIO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroHeading(PORTFOLIO));
    for (const item of sectionOf(PORTFOLIO, "hero").stats ?? []) {
      const stat = page.locator("dl div", { hasText: item.label });
      await expect(stat.getByText(statText(item), { exact: true })).toBeVisible();
    }

    const spotlight = page.locator("article", { has: page.getByRole("link", { name: cardLabels.viewFullCaseStudy }) });
    await expect(spotlight.getByRole("heading", { name: FEATURED })).toBeVisible();
    await expect(spotlight.getByText(spotlightStudy?.category ?? "", { exact: true })).toBeVisible();
    await expect(spotlight.getByText(spotlightStudy?.client ?? "")).toBeVisible();
    await expect(spotlight.getByText(spotlightStudy?.timeline ?? "")).toBeVisible();
    await expect(spotlight.getByText(fill(caseStudyLabels.teamSize, { n: spotlightStudy?.teamSize ?? 0 }))).toBeVisible();
    await expect(spotlight.getByRole("listitem")).toHaveCount(spotlightStudy?.results.length ?? 0);
    await expect(spotlight.getByRole("listitem").first()).toHaveText(spotlightStudy?.results[0] ?? "");
    await expect(page.getByRole("link", { name: cardLabels.viewFullCaseStudy })).toHaveAttribute("href", spotlightStudy?.url ?? "");

    const grid = page.locator("section", { has: page.getByRole("heading", { name: sectionOf(PORTFOLIO, "case-study-grid").title }) });
    const cards = grid.locator("article");
    await expect(cards).toHaveCount(gridCards.length);
    for (const [index, { title, url, technologies: shown, moreTechnologies }] of gridCards.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByRole("img")).toHaveCount(1);
      const technologies = card.getByRole("list", { name: cardLabels.technologies }).getByRole("listitem");
      await expect(technologies).toHaveCount(shown.length + (moreTechnologies > 0 ? 1 : 0));
      if (moreTechnologies > 0) await expect(technologies.last()).toHaveText(`+${moreTechnologies} ${cardLabels.more}`);
      await expect(
        card.getByRole("link", { name: new RegExp(`^${escapeRegExp(cardLabels.viewCaseStudy)}\\s*: ${escapeRegExp(title)}$`) }),
      ).toHaveAttribute("href", url);
    }
    await expect(grid.getByText(FEATURED)).toHaveCount(0);

    const [closing] = sectionOf(PORTFOLIO, "cta").actions ?? [];
    await expect(page.getByRole("link", { name: closing?.label })).toHaveAttribute("href", closing?.href ?? "");
  });

  for (const study of bundle.caseStudies) {
    test(`case study ${study.id} renders its page`, async ({ page }) => {
      const response = await page.goto(study.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByRole("link", { name: caseStudyLabels.back })).toHaveAttribute("href", PORTFOLIO);
      const { keyResults, challenge, solution, phases, results, technologies } = caseStudyLabels;
      for (const heading of [keyResults, challenge, solution, phases, results, technologies])
        await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${escapeRegExp(caseStudyLabels.budget)}:`))).toBeVisible();
      for (const action of caseStudyLabels.cta.actions ?? [])
        await expect(page.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    });
  }

  // Its structured data (CreativeWork, the breadcrumb) is read from the built HTML: tests/integration/structured-data.test.ts.
  test("a case study page carries its title, phases and testimonial", async ({ page }) => {
    const study = featuredStudy;
    await page.goto(study?.url ?? "");
    await expect(page).toHaveTitle(tabTitle(study?.seo.title ?? ""));
    const phases = page.locator("section", { has: page.getByRole("heading", { name: caseStudyLabels.phases }) }).getByRole("listitem");
    await expect(phases).toHaveCount(study?.phases.length ?? 0);
    await expect(phases.first()).toContainText(study?.phases[0]?.duration ?? "");
    await expect(page.locator("blockquote")).toContainText(study?.testimonial?.quote ?? "");
    await expect(page.getByText(study?.testimonial?.author ?? "")).toBeVisible();
  });

  test.describe("unknown ids", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
    // One past the highest id, a word, and an id with a leading zero: none is a case study's address.
    for (const id of [unusedId(bundle.caseStudies), "abc", "01"]) {
      test(`${PORTFOLIO}/${id} answers 404 with the case study's not-found page`, async ({ page }) => {
        const response = await page.goto(`${PORTFOLIO}/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: labels.notFound.caseStudy.title })).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: labels.notFound.caseStudy.back })).toHaveAttribute("href", PORTFOLIO);
      });
    }
  });
});

test.describe("careers page", () => {
  test("shows benefits, values, the open positions, the hiring process and the closing call to action", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/careers");
    const perks = sectionOf("/careers", "feature-grid");
    const benefits = page.locator("section", { has: page.getByRole("heading", { name: perks.title }) });
    await expect(benefits.getByRole("listitem")).toHaveCount(perks.items.length);
    for (const perk of perks.items) await expect(benefits.getByText(perk.description)).toBeVisible();
    const ourValues = sectionOf("/careers", "feature-grid", 1);
    const values = page.locator("section", { has: page.getByRole("heading", { name: ourValues.title }) });
    for (const value of ourValues.items) await expect(values.getByRole("heading", { name: value.title })).toBeVisible();

    const positions = page.locator(`#${sectionOf("/careers", "job-list").id ?? ""} article`);
    await expect(positions).toHaveCount(JOBS.length);
    for (const [index, job] of JOBS.entries()) {
      const card = positions.nth(index);
      await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
      if (job.salaryText) await expect(card.getByText(job.salaryText)).toBeVisible();
      await expect(card.getByText(new RegExp(`^${escapeRegExp(cardLabels.posted)} [A-Z][a-z]+ \\d{1,2}, \\d{4}$`))).toBeVisible();
      await expect(card.getByRole("list", { name: cardLabels.skills }).getByRole("listitem").first()).toBeVisible();
      await expect(card.getByRole("link", { name: forJob(cardLabels.viewDetails, job.title) })).toHaveAttribute("href", job.url);
      await expect(card.getByRole("link", { name: forJob(cardLabels.apply, job.title) })).toHaveAttribute("href", applyHref(job));
    }

    const hiring = sectionOf("/careers", "process");
    const process = page.locator("section", { has: page.getByRole("heading", { name: hiring.title }) });
    // Each step's heading starts with the step's number, after labels.cards.step (for screen readers).
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      hiring.steps.map((step, index) => `${cardLabels.step} ${index + 1}: ${step.title}`),
    );
    for (const { duration } of hiring.steps) if (duration) await expect(process.getByText(duration, { exact: true })).toBeVisible();
    const [closing] = sectionOf("/careers", "cta").actions ?? [];
    await expect(page.getByRole("link", { name: closing?.label })).toHaveAttribute("href", closing?.href ?? "");
  });

  test("Apply Now leads to the application form on the job's page", async ({ page }) => {
    const last = JOBS.at(-1);
    if (!last) throw new Error("The bundle has no job");
    await page.goto("/careers");
    await page.getByRole("link", { name: forJob(cardLabels.apply, last.title) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(applyHref(last))}$`));
    await expect(page.locator("#apply form")).toBeVisible();
  });

  for (const job of bundle.jobs) {
    test(`job page ${job.slug} renders with its title`, async ({ page }) => {
      const response = await page.goto(job.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      // A closed position keeps its page, which says so instead of offering to apply.
      if (!isOpen(job)) {
        await expect(page.getByText(jobLabels.closed)).toBeVisible();
        return;
      }
      await expect(page.getByRole("link", { name: jobLabels.back })).toHaveAttribute("href", "/careers");
      for (const heading of [jobLabels.responsibilities, jobLabels.requirements, jobLabels.benefits, jobLabels.culture, jobLabels.process])
        await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: jobLabels.apply, exact: true })).toHaveAttribute("href", applyHref(job));
      await expect(page.getByRole("link", { name: jobLabels.cta.apply })).toHaveAttribute("href", applyHref(job));
      await expect(page.getByRole("link", { name: jobLabels.cta.openings })).toHaveAttribute("href", "/careers");
    });
  }

  test("a job page shows its salary, experience, location, position details, benefits and application steps", async ({ page }) => {
    const job = needJob(officeJob, "open job that is not remote and has a salary");
    await page.goto(job.url);
    await expect(page.getByText(job.salaryText ?? "")).toBeVisible();
    await expect(page.getByText(job.experience ?? "", { exact: true })).toBeVisible();
    await expect(page.getByText(job.location ?? "")).toBeVisible();
    const details = page.locator("section", { has: page.getByRole("heading", { name: jobLabels.details }) });
    for (const text of [job.department, job.team, job.reportsTo, `${jobLabels.posted} ${job.postedText ?? ""}`])
      if (text) await expect(details.getByText(text, { exact: true })).toBeVisible();
    for (const benefit of job.benefits ?? []) await expect(page.getByText(benefit, { exact: false })).toBeVisible();
    const steps = page.locator("section", { has: page.getByRole("heading", { name: jobLabels.process }) }).getByRole("listitem");
    await expect(steps).toHaveText(
      jobLabels.steps.map((step, index) => new RegExp(`${escapeRegExp(`${jobLabels.step} ${index + 1}: ${step}`)}$`)),
    );
  });

  // Job pages' JobPosting is read from the built HTML: tests/integration/structured-data.test.ts.
  test.describe("unknown slug", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
    const slugs = bundle.jobs.map((entry) => entry.slug);
    const path = `/careers/${unusedSlug(slugs, "job")}`;
    test(`${path} answers 404 with the job's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: labels.notFound.job.title })).toBeVisible();
      await expect(page.getByText(labels.notFound.job.text)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: labels.notFound.job.back })).toHaveAttribute("href", "/careers");
    });
  });
});

// Axe over these pages (/about, the portfolio, its spotlight's case study, /careers and a job's page) in the
// dark theme, and its colour rules in the light theme, is part of every route's check in layout.spec.ts, on
// the same load as the layout (docs/decisions/0278-one-load-per-route.md).
