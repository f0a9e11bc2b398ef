import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { htmlFiles } from "../../scripts/build-sizes.ts";
import { freePort } from "../fixtures/free-port.ts";
import { makeOrdinaryMonth, type OrdinaryMonth } from "../fixtures/ordinary-month.ts";
import { BROWSER_SPECS_NOT_CONTENT, changedRoutes, TEST_FILES_NOT_CONTENT } from "../fixtures/month-rerun.ts";
import { copyProject } from "../fixtures/project-copy.ts";

/**
 * An editor's correct changes never break anything (0241, 0410): in a copy of the project,
 * make an ordinary month of them (tests/fixtures/ordinary-month.ts: a case study, an article and a service added
 * by copying and retitling, a job removed and another closed, an article removed, the email, the phone, a price and
 * the chat launcher's label changed) and reword the copy the journeys read; then the content check, the build,
 * the tests that read the content and every browser journey that does pass in the copy (checks of every page on
 * the pages the month changed), and its built pages show the new values (tests/fixtures/month-rerun.ts).
 * Every edit finds its field by parsing the file, never by today's words or ids.
 */
/** Reworded copy, each found by its place in the file rather than by today's words. */
const REWORDED = {
  teamHeading: "The people who lead our work",
  highlight: "Stories That Last",
  caseStudySuffix: ", Revised",
  jobPrefix: "Lead",
  question: "Which IT services can you take on for us?",
  keyResults: "Results at a Glance",
  chatGreeting: "Hi there! Ask me anything about our IT services.",
  chatTimeOutOfRange: "We meet between {opens} and {closes} {zone}. Which time suits you?",
  startingAt: "From {price} a month",
  required: "Kindly fill in {field}.",
  serviceChoice: "Data Platforms",
  jobSalary: "The {title} role pays {salary} per year.",
};
/** This checkout's own build, made from the live content: the pages the month changed differ from it. */
const LIVE_BUILD = new URL("../../build", import.meta.url).pathname;
/** The copy's runs share two cores with the rest of the suite in CI: each may take minutes. */
const RUN_TIMEOUT_MS = 2_100_000;

let dir = "";
let month: OrdinaryMonth;
let articlesBefore = 0;
/** The case study and the open job whose titles were reworded. */
let rewordedStudy = "";
let rewordedJob = "";
let bundle: ContentBundle;

/** The shell's environment without vitest's NODE_ENV=test, which would build React's development bundle. */
function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "", ALLOW_LOCALHOST_SITE_URL: "1", ...extra };
  delete env.NODE_ENV;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  return env;
}

const run = (command: string, args: string[], env = buildEnv()) => {
  try {
    return execFileSync(command, args, { cwd: dir, encoding: "utf8", stdio: "pipe", env, timeout: RUN_TIMEOUT_MS });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout.slice(-8000)}\n${stderr.slice(-3000)}`, { cause: error });
  }
};
const read = (path: string) => readFileSync(join(dir, path), "utf8");
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(dir, path), change(read(path)));
const page = (path: string) => read(`build/client${path === "/" ? "" : path}/index.html`);
const chatData = () => JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];

beforeAll(() => {
  dir = copyProject("editor-change-");
  articlesBefore = readdirSync(join(dir, "content/blog")).filter((file) => file.endsWith(".md")).length;
  month = makeOrdinaryMonth(dir);

  // Copy the browser journeys read, reworded: headings, a case study's and a job's title, an FAQ question, labels.
  edit("content/pages/about.yaml", (text) => text.replace(/(- type: team\n {4}title: ).*/, `$1${REWORDED.teamHeading}`));
  edit("content/pages/portfolio.yaml", (text) => text.replace(/^( {4}highlight: ).*$/m, `$1${REWORDED.highlight}`));
  rewordedStudy =
    readdirSync(join(dir, "content/case-studies"))
      .sort()[0]
      ?.replace(/\.yaml$/, "") ?? "";
  edit(`content/case-studies/${rewordedStudy}.yaml`, (text) => text.replace(/^title: (.*)$/m, `title: $1${REWORDED.caseStudySuffix}`));
  rewordedJob =
    readdirSync(join(dir, "content/jobs"))
      .map((file) => file.replace(/\.yaml$/, ""))
      .find((slug) => slug !== month.closedJob) ?? "";
  edit(`content/jobs/${rewordedJob}.yaml`, (text) => text.replace(/^title: (.*)$/m, `title: ${REWORDED.jobPrefix} $1`));
  edit("content/faq.yaml", (text) => text.replace(/^( {6}- question: ).*$/m, `$1"${REWORDED.question}"`));
  edit("content/site.yaml", (text) =>
    text
      .replace(/^( {4}keyResults: ).*$/m, `$1${REWORDED.keyResults}`)
      .replace(/^( {4}startingAt: ).*$/m, `$1${REWORDED.startingAt}`)
      .replace(/^( {4}required: ).*$/m, `$1${REWORDED.required}`)
      .replace(/^( {4}serviceChoices:\n)/m, `$1      - ${REWORDED.serviceChoice}\n`),
  );
  // The assistant's words: a plain text, and ones with placeholders.
  edit("content/chat.yaml", (text) =>
    text
      .replace(/^( {2}greeting: ).*$/m, `$1"${REWORDED.chatGreeting}"`)
      .replace(/^( {2}timeOutOfRange: ).*$/m, `$1"${REWORDED.chatTimeOutOfRange}"`)
      .replace(/^( {2}jobSalary: ).*$/m, `$1"${REWORDED.jobSalary}"`),
  );

  run(process.execPath, ["scripts/content-check.ts"]);
  run("npm", ["run", "build"]);
  bundle = JSON.parse(read(".generated/content.json")) as ContentBundle;
}, RUN_TIMEOUT_MS);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("an editor's ordinary month, built in a copy of the project", () => {
  it(
    "passes every test that reads the content, against the copy's content and build",
    () => {
      // The unit and integration projects, as `npm test` runs them, but for those that read no content: not the
      // month's own project, which would start the month again inside the copy.
      const leftOut = TEST_FILES_NOT_CONTENT.flatMap((file) => ["--exclude", file]);
      run(process.execPath, [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--project",
        "unit",
        "--project",
        "integration",
        ...leftOut,
        "--reporter=dot",
      ]);
    },
    RUN_TIMEOUT_MS,
  );

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "passes every browser journey that reads the content, against the copy's content and build",
    async () => {
      // CI as the suite has it: on CI a journey gets the one retry it gets there.
      const ports = { E2E_PORT: String(await freePort()), E2E_PROVIDER_PORT: String(await freePort()) };
      // Checks of every page visit those the month changed, when this checkout has a build to compare with.
      const routes = existsSync(join(LIVE_BUILD, "client"))
        ? changedRoutes(JSON.parse(read(".generated/routes.json")) as string[], LIVE_BUILD, join(dir, "build"))
        : [];
      if (routes.length > 0) writeFileSync(join(dir, "changed-routes.json"), JSON.stringify(routes));
      const env = buildEnv({
        ...ports,
        CI: process.env.CI ?? "",
        ...(routes.length > 0 && { E2E_ROUTES: join(dir, "changed-routes.json") }),
      });
      const specs = readdirSync(join(dir, "tests/e2e")).filter(
        (file) => file.endsWith(".spec.ts") && !BROWSER_SPECS_NOT_CONTENT.includes(file),
      );
      run(
        process.execPath,
        ["node_modules/@playwright/test/cli.js", "test", "--reporter=line", ...specs.map((file) => `tests/e2e/${file}`)],
        env,
      );
    },
    RUN_TIMEOUT_MS,
  );

  it("shows the added case study, article and service on their lists, pages, sitemap and in the chat", () => {
    const added = [
      { url: `/portfolio/${month.addedCaseStudy.id}`, title: month.addedCaseStudy.title, list: "/portfolio" },
      { url: `/blog/${month.addedArticle.id}`, title: month.addedArticle.title, list: "/blog" },
      { url: `/services/${month.addedService.slug}`, title: month.addedService.title, list: "/services" },
    ];
    const sitemap = read("build/client/sitemap.xml");
    const urls = chatData().index.map((item) => item.url);
    for (const { url, title, list } of added) {
      expect(page(url), url).toContain(title);
      expect(page(list), list).toContain(`href="${url}"`);
      expect(sitemap).toContain(`${url}</loc>`);
      expect(urls, url).toContain(url);
    }
    expect(read("build/client/rss.xml")).toContain(`/blog/${month.addedArticle.id}<`);
  });

  it("counts and names the new service on home, /services, the FAQ and in the chat", () => {
    const count = bundle.services.length;
    const { slug, title } = month.addedService;
    expect(page("/")).toContain(`View All ${count} Services`);
    expect(page("/services")).toContain(`${count} services`);
    expect(page("/faq")).toMatch(new RegExp(`We offer ${count} services: [^<]*${title}`));
    const overview = chatData()
      .index.filter((item) => item.url === "/services")
      .map((item) => item.content);
    expect(
      overview.some((text) => new RegExp(`${count} services: .*${title}`).test(text)),
      overview.join("\n"),
    ).toBe(true);
    expect(bundle.services.map((service) => service.slug)).toContain(slug);
  });

  it("drops the removed job and the removed article everywhere: pages, lists, sitemap, feed and chat", () => {
    const sitemap = read("build/client/sitemap.xml");
    const urls = chatData().index.map((item) => item.url);
    for (const url of [`/careers/${month.removedJob}`, `/blog/${month.removedArticle}`]) {
      expect(existsSync(join(dir, `build/client${url}/index.html`)), url).toBe(false);
      expect(sitemap).not.toContain(`${url}</loc>`);
      expect(urls).not.toContain(url);
    }
    expect(page("/careers")).not.toContain(`href="/careers/${month.removedJob}"`);
    expect(page("/blog")).not.toContain(`href="/blog/${month.removedArticle}"`);
    expect(read("build/client/rss.xml")).not.toContain(`/blog/${month.removedArticle}<`);
    expect(bundle.articles).toHaveLength(articlesBefore + 1 - 1);
    for (const article of bundle.articles) expect(page("/blog"), article.url).toContain(`href="${article.url}"`);
  });

  it("takes a job past its validThrough off the list, the sitemap and the chat; its page says it is closed", () => {
    const url = `/careers/${month.closedJob}`;
    expect(page("/careers")).not.toContain(`href="${url}"`);
    expect(read("build/client/sitemap.xml")).not.toContain(`${url}</loc>`);
    expect(chatData().index.map((item) => item.url)).not.toContain(url);
    const jobPage = page(url);
    expect(jobPage).toContain(bundle.site.labels.job.closed);
    expect(jobPage).not.toContain('"JobPosting"');
    // Open positions keep their structured data.
    expect(page(`/careers/${rewordedJob}`)).toContain('"JobPosting"');
  });

  it("shows the new email and phone on every page that mentions them, and the old ones nowhere", () => {
    for (const path of ["/privacy", "/terms", "/cookies", "/contact"]) {
      expect(page(path), path).toContain(month.phone.after);
      expect(page(path), path).toContain(month.email.after);
    }
    expect(page("/contact")).toContain(`tel:${month.phone.after.replace(/[^+0-9]/g, "")}`);
    expect(page("/contact")).toContain(`mailto:${month.email.after}`);
    const stale = htmlFiles(join(dir, "build/client")).filter((file) => {
      const html = readFileSync(file, "utf8");
      return html.includes(month.phone.before) || html.includes(month.email.before);
    });
    expect(stale).toEqual([]);
    expect(read("build/client/chat-data.json")).toContain(month.phone.after);
    expect(read("build/client/chat-data.json")).toContain(month.email.after);
  });

  it("shows the new price on /services and the service's page", () => {
    expect(month.price.before).not.toBe(month.price.after);
    const priceLine = bundle.services.find((service) => service.slug === month.price.slug)?.priceLine ?? "";
    expect(priceLine).toBe(REWORDED.startingAt.replace("{price}", `$${month.price.after}`));
    expect(page("/services")).toContain(priceLine);
    expect(page(`/services/${month.price.slug}`)).toContain(priceLine);
  });

  it("shows the reworded copy and the chat launcher's new label on its pages", () => {
    expect(page("/")).toContain(`aria-label="${month.chatLabel}"`);
    expect(page("/about")).toContain(REWORDED.teamHeading);
    expect(page("/portfolio")).toContain(REWORDED.highlight);
    const study = bundle.caseStudies.find((entry) => entry.id === rewordedStudy);
    expect(study?.title.endsWith(REWORDED.caseStudySuffix)).toBe(true);
    expect(page("/portfolio")).toContain(study?.title.replace(/&/g, "&amp;"));
    const job = bundle.jobs.find((entry) => entry.slug === rewordedJob);
    expect(job?.title.startsWith(`${REWORDED.jobPrefix} `)).toBe(true);
    expect(page("/careers")).toContain(job?.title.replace(/&/g, "&amp;") ?? "?");
    expect(page("/faq")).toContain(REWORDED.question);
    expect(page(study?.url ?? "")).toContain(REWORDED.keyResults);
    const chat = chatData();
    expect(chat.labels.greeting).toBe(REWORDED.chatGreeting);
    expect(chat.labels.timeOutOfRange).toBe(REWORDED.chatTimeOutOfRange);
    // The form's words and the answers about entries (0233).
    expect(chat.leadLabels.validation.required).toBe(REWORDED.required);
    expect(page("/contact")).toContain(REWORDED.required);
    expect(page("/contact")).toContain(`<option value="${REWORDED.serviceChoice}">`);
    const jobItem = chat.index.find((item) => item.url.startsWith("/careers/"));
    const openJob = bundle.jobs.find((entry) => entry.url === jobItem?.url);
    expect(jobItem?.facts?.price).toBe(
      REWORDED.jobSalary.replace("{title}", openJob?.title ?? "?").replace("{salary}", openJob?.salaryText ?? "?"),
    );
  });
});
