import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { htmlFiles } from "../../scripts/build-sizes.ts";
import { replaceValue, valueAt } from "../fixtures/edit-yaml.ts";
import { freePort } from "../fixtures/free-port.ts";

/**
 * An editor's correct change never breaks anything: in a copy of the project, make the edits of issue 34
 * exactly (the phone set to +1 (469) 555-0188, the cloud price set to 319, a 16th service made by copying
 * cloud.yaml to network-engineering.yaml with its name changed), remove an article, let a job pass its
 * closing date and reword copy the browser journeys and the chat tests read (a heading, a case study's and
 * a job's title, an FAQ question, a label, two of the assistant's texts); then the content check, the
 * build, every unit test that reads the content or the build, and the browser journeys that read copy
 * pass, and the built pages show the new values (docs/decisions/0173, 0241). Every edit finds its field by
 * parsing the file, never by today's words. The build dominates the run time, so it runs once for all checks.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const NEW_PHONE = "+1 (469) 555-0188";
const NEW_PRICE = 319;
const NEW_SERVICE = { file: "network-engineering", title: "Network Engineering" };
const EXPIRED_JOB = "ui-ux-designer";
const PROJECT_FILES = [
  "package.json",
  "CONTENT.md",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
];
const PROJECT_DIRS = ["content", "schemas", "scripts", "src", "public", "tests"];
/**
 * Every unit test that reads the content or the build (content/, .generated/, build/), run again in the copy
 * against its content and build. Left out: this test itself, and build-site-url.test.ts (it rebuilds the
 * bundle with other addresses, which says nothing about the content).
 */
const CONTENT_TESTS = [
  "scripts/admin/cms-config.test.ts",
  "scripts/content/blog-faq-contact-sections.test.ts",
  "scripts/content/chat-text-checks.test.ts",
  "scripts/content/collection-sections.test.ts",
  "scripts/content/cross-checks.test.ts",
  "scripts/content/entry-answers.test.ts",
  "scripts/content/knowledge-index.test.ts",
  "scripts/content/scaffold-faq.test.ts",
  "scripts/content/scaffold.test.ts",
  "src/chat/chat-engine.test.ts",
  "src/chat/chat-texts.test.ts",
  "src/chat/flows.test.ts",
  "src/chat/meeting-ics.test.ts",
  "src/chat/offers.test.ts",
  "src/chat/reply.test.ts",
  "src/lib/brochure-content.test.ts",
  "src/lib/lead-validation.test.ts",
  "src/lib/structured-data.test.ts",
  "src/sections/section-names.test.ts",
  "src/server/form-post.test.ts",
  "tests/unit/admin-routes.test.ts",
  "tests/unit/budgets.test.ts",
  "tests/unit/build-output.test.ts",
  "tests/unit/chat-eval.test.ts",
  "tests/unit/chat-server.test.ts",
  "tests/unit/content-cascade.test.ts",
  "tests/unit/content-errors.test.ts",
  "tests/unit/content-guide-snippets.test.ts",
  "tests/unit/defer-hydration.test.ts",
  "tests/unit/new-entry.test.ts",
  "tests/unit/prerendered-queries.test.ts",
  "tests/unit/production-readiness.test.ts",
  "tests/unit/security-headers.test.ts",
  "tests/unit/server.test.ts",
  "tests/unit/share-cards-and-feeds.test.ts",
  "tests/unit/visible-words.test.ts",
];
/** Browser journeys whose expected copy comes from the bundle; run in the copy against its build, axe checks aside. */
const CONTENT_SPECS = [
  "tests/e2e/about-portfolio-careers.spec.ts",
  "tests/e2e/blog-faq-contact-legal.spec.ts",
  "tests/e2e/services.spec.ts",
];
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

let dir = "";
let oldPhone = "";
let oldPrice: unknown;
let oldArticles = 0;
/** The article removed: one no other content file links to, and not the featured one (removing that is an error the check reports). */
let removedArticle = "";
let bundle: ContentBundle;

/** The shell's environment without vitest's NODE_ENV=test, which would build React's development bundle. */
function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "", ALLOW_LOCALHOST_SITE_URL: "1", ...extra };
  delete env.NODE_ENV;
  return env;
}

/** Each run in the copy shares two cores with the browser journeys in CI, where it has taken over 7 minutes. */
const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
      env: buildEnv(),
      timeout: 900_000,
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout.slice(-6000)}\n${stderr.slice(-3000)}`, {
      cause: error,
    });
  }
};
const read = (path: string) => readFileSync(join(dir, path), "utf8");
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(dir, path), change(read(path)));
const page = (path: string) => read(`build/client${path === "/" ? "" : path}/index.html`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "editor-change-"));
  for (const file of PROJECT_FILES) cpSync(join(root, file), join(dir, file));
  for (const folder of PROJECT_DIRS) if (existsSync(join(root, folder))) cpSync(join(root, folder), join(dir, folder), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");

  // Issue 34's edits, exactly, each field found by parsing the file.
  oldPhone = String(valueAt(read("content/site.yaml"), ["phone"]));
  edit("content/site.yaml", (text) => replaceValue(text, ["phone"], NEW_PHONE));
  oldPrice = valueAt(read("content/services/cloud.yaml"), ["pricing", "monthly"]);
  edit("content/services/cloud.yaml", (text) => replaceValue(text, ["pricing", "monthly"], NEW_PRICE));
  // A new service, copied from an existing file the way CONTENT.md suggests, with its name changed.
  writeFileSync(
    join(dir, `content/services/${NEW_SERVICE.file}.yaml`),
    // Its name, in the three places a service carries it: heading, menu label and search title.
    [["title"], ["navLabel"], ["seo", "title"]].reduce(
      (text, path) => replaceValue(text, path, NEW_SERVICE.title),
      read("content/services/cloud.yaml"),
    ),
  );
  // The fourth case: an article removed.
  const articles = readdirSync(join(dir, "content/blog")).filter((file) => file.endsWith(".md"));
  oldArticles = articles.length;
  const linked = (id: string) =>
    readdirSync(join(dir, "content"), { recursive: true, encoding: "utf8" }).some(
      (file) => /\.(ya?ml|md)$/.test(file) && file !== `blog/${id}.md` && new RegExp(`/blog/${id}\\b`).test(read(`content/${file}`)),
    );
  removedArticle =
    articles
      .map((file) => file.replace(/\.md$/, ""))
      .find((id) => valueAt(read(`content/blog/${id}.md`), ["featured"]) !== true && !linked(id)) ?? "";
  if (!removedArticle) throw new Error("no article that nothing links to: the removal case needs one");
  rmSync(join(dir, `content/blog/${removedArticle}.md`));
  edit(`content/jobs/${EXPIRED_JOB}.yaml`, (text) => text.replace(/^validThrough: .*$/m, 'validThrough: "2020-01-31"'));
  // Copy the browser journeys read.
  edit("content/pages/about.yaml", (text) => text.replace(/(- type: team\n {4}title: ).*/, `$1${REWORDED.teamHeading}`));
  edit("content/pages/portfolio.yaml", (text) => text.replace(/^( {4}highlight: ).*$/m, `$1${REWORDED.highlight}`));
  edit("content/case-studies/2.yaml", (text) => text.replace(/^title: (.*)$/m, `title: $1${REWORDED.caseStudySuffix}`));
  edit("content/jobs/devops-engineer.yaml", (text) => text.replace(/^title: (.*)$/m, `title: ${REWORDED.jobPrefix} $1`));
  edit("content/faq.yaml", (text) => text.replace(/^( {6}- question: ).*$/m, `$1"${REWORDED.question}"`));
  edit("content/site.yaml", (text) =>
    text
      .replace(/^( {4}keyResults: ).*$/m, `$1${REWORDED.keyResults}`)
      .replace(/^( {4}startingAt: ).*$/m, `$1${REWORDED.startingAt}`)
      .replace(/^( {4}required: ).*$/m, `$1${REWORDED.required}`)
      .replace(/^( {4}serviceChoices:\n)/m, `$1      - ${REWORDED.serviceChoice}\n`),
  );
  // The assistant's words (docs/decisions/0229): a plain text, and one with placeholders.
  edit("content/chat.yaml", (text) =>
    text
      .replace(/^( {2}greeting: ).*$/m, `$1"${REWORDED.chatGreeting}"`)
      .replace(/^( {2}timeOutOfRange: ).*$/m, `$1"${REWORDED.chatTimeOutOfRange}"`)
      .replace(/^( {2}jobSalary: ).*$/m, `$1"${REWORDED.jobSalary}"`),
  );

  run(process.execPath, ["scripts/content-check.ts"]);
  run("npm", ["run", "build"]);
  bundle = JSON.parse(read(".generated/content.json")) as ContentBundle;
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("an editor's correct change, built in a copy of the project", () => {
  it("passes the content-dependent unit tests against the copy's content and build", () => {
    expect(() => run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...CONTENT_TESTS])).not.toThrow();
  }, 960_000);

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "passes the browser journeys that read copy, against the copy's reworded content and build",
    async () => {
      const [port, providerPort] = [await freePort(), await freePort()];
      const env = buildEnv({ E2E_PORT: String(port), E2E_PROVIDER_PORT: String(providerPort) });
      const args = ["node_modules/@playwright/test/cli.js", "test", ...CONTENT_SPECS, "--grep-invert", "axe", "--reporter=line"];
      try {
        execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8", stdio: "pipe", env, timeout: 900_000 });
      } catch (error) {
        const { stdout = "" } = error as { stdout?: string };
        expect.fail(`the browser journeys failed against the reworded content:\n${stdout.slice(-8000)}`);
      }
    },
    960_000,
  );

  it("shows the reworded copy on its pages", () => {
    expect(page("/about")).toContain(REWORDED.teamHeading);
    expect(page("/portfolio")).toContain(REWORDED.highlight);
    const study = bundle.caseStudies.find((entry) => entry.id === "2");
    expect(study?.title.endsWith(REWORDED.caseStudySuffix)).toBe(true);
    expect(page("/portfolio")).toContain(study?.title.replace(/&/g, "&amp;"));
    const job = bundle.jobs.find((entry) => entry.slug === "devops-engineer");
    expect(job?.title.startsWith(`${REWORDED.jobPrefix} `)).toBe(true);
    expect(page("/careers")).toContain(encodeURIComponent(job?.title ?? "?"));
    expect(page("/faq")).toContain(REWORDED.question);
    expect(page(study?.url ?? "")).toContain(REWORDED.keyResults);
    const chat = JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];
    expect(chat.texts.greeting).toBe(REWORDED.chatGreeting);
    expect(chat.texts.timeOutOfRange).toBe(REWORDED.chatTimeOutOfRange);
    // The form's words (docs/decisions/0228) and the answers about entries (0233).
    expect(chat.words.messages.required).toBe(REWORDED.required);
    expect(page("/contact")).toContain(REWORDED.required);
    expect(page("/contact")).toContain(`<option value="${REWORDED.serviceChoice}">`);
    const jobItem = chat.index.find((item) => item.url.startsWith("/careers/"));
    const openJob = bundle.jobs.find((entry) => entry.url === jobItem?.url);
    expect(jobItem?.facts?.price).toBe(
      REWORDED.jobSalary.replace("{title}", openJob?.title ?? "?").replace("{salary}", openJob?.salaryText ?? "?"),
    );
  });

  it("shows the new phone number on every page that mentions one, and the old one nowhere", () => {
    expect(oldPhone).not.toBe("");
    for (const path of ["/privacy", "/terms", "/cookies", "/contact"]) expect(page(path), path).toContain(NEW_PHONE);
    expect(page("/contact")).toContain(`tel:${NEW_PHONE.replace(/[^+0-9]/g, "")}`);
    const stale = htmlFiles(join(dir, "build/client")).filter((file) => readFileSync(file, "utf8").includes(oldPhone));
    expect(stale).toEqual([]);
    expect(read("build/client/chat-data.json")).toContain(NEW_PHONE);
  });

  it("shows the new price on /services and the service's page", () => {
    expect(oldPrice).not.toBe(NEW_PRICE);
    const priceLine = bundle.services.find((service) => service.slug === "cloud")?.priceLine ?? "";
    expect(priceLine).toBe(REWORDED.startingAt.replace("{price}", `$${NEW_PRICE}`));
    expect(page("/services")).toContain(priceLine);
    expect(page("/services/cloud")).toContain(priceLine);
  });

  it("counts and names the new service on home, /services, the FAQ and in the chat", () => {
    const count = bundle.services.length;
    expect(count).toBe(readdirSync(join(root, "content/services")).length + 1);
    const url = `/services/${NEW_SERVICE.file}`;
    expect(existsSync(join(dir, `build/client${url}/index.html`))).toBe(true);
    expect(page("/")).toContain(`View All ${count} Services`);
    expect(page("/services")).toContain(`${count} services`);
    expect(page("/services")).toContain(`href="${url}"`);
    expect(page("/faq")).toMatch(new RegExp(`We offer ${count} services: [^<]*${NEW_SERVICE.title}`));
    const chat = JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];
    const overview = chat.index.filter((item) => item.url === "/services").map((item) => item.content);
    expect(
      overview.some((text) => new RegExp(`${count} services: .*${NEW_SERVICE.title}`).test(text)),
      overview.join("\n"),
    ).toBe(true);
    expect(chat.index.map((item) => item.url)).toContain(url);
    expect(read("build/client/sitemap.xml")).toContain(`${url}</loc>`);
  });

  it("drops a removed article from the blog, the sitemap, the feed and the chat", () => {
    const url = `/blog/${removedArticle}`;
    expect(bundle.articles).toHaveLength(oldArticles - 1);
    expect(existsSync(join(dir, `build/client${url}/index.html`))).toBe(false);
    expect(page("/blog")).not.toContain(`href="${url}"`);
    expect(read("build/client/sitemap.xml")).not.toContain(`${url}</loc>`);
    expect(read("build/client/rss.xml")).not.toContain(`${url}<`);
    const chat = JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];
    expect(chat.index.map((item) => item.url)).not.toContain(url);
    for (const article of bundle.articles) expect(page("/blog"), article.url).toContain(`href="${article.url}"`);
  });

  it("takes a job past its validThrough off the list, the sitemap and the chat; its page says it is closed", () => {
    const url = `/careers/${EXPIRED_JOB}`;
    expect(page("/careers")).not.toContain(`href="${url}"`);
    expect(read("build/client/sitemap.xml")).not.toContain(`${url}</loc>`);
    const chat = JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];
    expect(chat.index.map((item) => item.url)).not.toContain(url);
    const jobPage = page(url);
    expect(jobPage).toContain(bundle.site.labels.job.closed);
    expect(jobPage).not.toContain('"JobPosting"');
    // Open positions keep their structured data.
    const open = bundle.jobs.find((job) => job.slug !== EXPIRED_JOB);
    expect(page(open?.url ?? "")).toContain('"JobPosting"');
  });
});
