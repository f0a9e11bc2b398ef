import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { htmlFiles } from "../../scripts/build-sizes.ts";
import { freePort } from "../fixtures/free-port.ts";

/**
 * An editor's correct change never breaks anything: in a copy of the project, change the phone and a
 * price, add a service by copying a file, let a job pass its closing date and reword copy the browser
 * journeys and the chat tests read (a heading, a case study's and a job's title, an FAQ question, a
 * label, two of the assistant's texts); then the content check, the build, the content-dependent unit
 * tests and browser journeys pass, and the built pages show the new values (docs/decisions/0173). The
 * build dominates the run time (about 20 s on an idle machine), so it runs once for all checks.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const NEW_PHONE = "+1 (469) 555-0199";
const NEW_PRICE = 349;
const EXPIRED_JOB = "ui-ux-designer";
const PROJECT_FILES = [
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
];
const PROJECT_DIRS = ["content", "schemas", "scripts", "src", "public", "tests"];
/** Unit tests whose expectations come from the content; run again in the copy against its build. */
const CONTENT_TESTS = [
  "tests/unit/build-output.test.ts",
  "tests/unit/new-entry.test.ts",
  "scripts/content/blog-faq-contact-sections.test.ts",
  "scripts/content/collection-sections.test.ts",
  "scripts/content/knowledge-index.test.ts",
  "src/chat/chat-engine.test.ts",
  "src/chat/flows.test.ts",
  "src/chat/reply.test.ts",
  "src/lib/lead-validation.test.ts",
  "scripts/content/entry-answers.test.ts",
];
/** Browser journeys whose expected copy comes from the bundle; run in the copy against its build, axe checks aside. */
const CONTENT_SPECS = ["tests/e2e/about-portfolio-careers.spec.ts", "tests/e2e/blog-faq-contact-legal.spec.ts"];
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
let bundle: ContentBundle;

/** The shell's environment without vitest's NODE_ENV=test, which would build React's development bundle. */
function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "", ALLOW_LOCALHOST_SITE_URL: "1", ...extra };
  delete env.NODE_ENV;
  return env;
}

const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
      env: buildEnv(),
      timeout: 420_000,
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

  oldPhone = /^phone: (.+)$/m.exec(read("content/site.yaml"))?.[1] ?? "";
  edit("content/site.yaml", (text) => text.replace(/^phone: .+$/m, `phone: ${NEW_PHONE}`));
  edit("content/services/cloud.yaml", (text) => text.replace(/^ {2}monthly: \d+$/m, `  monthly: ${NEW_PRICE}`));
  // A new service, copied from an existing file the way CONTENT.md suggests.
  writeFileSync(
    join(dir, "content/services/cloud-backup.yaml"),
    read("content/services/cloud.yaml")
      .replace(/^order: .*$/m, "order: 16")
      .replace(/^title: .*$/m, "title: Cloud Backup")
      .replace(/^navLabel: .*$/m, "navLabel: Cloud Backup")
      .replace(/^seo:\n {2}title: .*$/m, "seo:\n  title: Cloud Backup and Recovery"),
  );
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
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("an editor's correct change, built in a copy of the project", () => {
  it("passes the content-dependent unit tests against the copy's content and build", () => {
    expect(() => run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...CONTENT_TESTS])).not.toThrow();
  }, 300_000);

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "passes the browser journeys that read copy, against the copy's reworded content and build",
    async () => {
      const [port, providerPort] = [await freePort(), await freePort()];
      const env = buildEnv({ E2E_PORT: String(port), E2E_PROVIDER_PORT: String(providerPort) });
      const args = ["node_modules/@playwright/test/cli.js", "test", ...CONTENT_SPECS, "--grep-invert", "axe", "--reporter=line"];
      try {
        execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8", stdio: "pipe", env, timeout: 420_000 });
      } catch (error) {
        const { stdout = "" } = error as { stdout?: string };
        expect.fail(`the browser journeys failed against the reworded content:\n${stdout.slice(-8000)}`);
      }
    },
    480_000,
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
    const priceLine = bundle.services.find((service) => service.slug === "cloud")?.priceLine ?? "";
    expect(priceLine).toBe(REWORDED.startingAt.replace("{price}", `$${NEW_PRICE}`));
    expect(page("/services")).toContain(priceLine);
    expect(page("/services/cloud")).toContain(priceLine);
  });

  it("counts and names the new service on home, /services, the FAQ and in the chat", () => {
    const count = bundle.services.length;
    expect(count).toBe(readdirSync(join(root, "content/services")).length + 1);
    expect(existsSync(join(dir, "build/client/services/cloud-backup/index.html"))).toBe(true);
    expect(page("/")).toContain(`View All ${count} Services`);
    expect(page("/services")).toContain(`${count} services`);
    expect(page("/services")).toContain('href="/services/cloud-backup"');
    expect(page("/faq")).toMatch(new RegExp(`We offer ${count} services: [^<]*Cloud Backup`));
    const chat = JSON.parse(read("build/client/chat-data.json")) as ContentBundle["chat"];
    const overview = chat.index.filter((item) => item.url === "/services").map((item) => item.content);
    expect(
      overview.some((text) => new RegExp(`${count} services: .*Cloud Backup`).test(text)),
      overview.join("\n"),
    ).toBe(true);
    expect(chat.index.map((item) => item.url)).toContain("/services/cloud-backup");
    expect(read("build/client/sitemap.xml")).toContain("/services/cloud-backup</loc>");
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
