import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { htmlFiles } from "../../scripts/build-sizes.ts";

/**
 * An editor's correct change never breaks anything: in a copy of the project, change the phone and a
 * price, add a service by copying a file and let a job pass its closing date; then the content check,
 * the build and the content-dependent tests pass, and the built pages show the new values.
 * The build dominates the run time (about 20 s on an idle machine), so it runs once for all checks.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const NEW_PHONE = "+1 (469) 555-0199";
const NEW_PRICE = 349;
const EXPIRED_JOB = "ui-ux-designer";
const PROJECT_FILES = ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts", "vitest.config.ts"];
const PROJECT_DIRS = ["content", "schemas", "scripts", "src", "public", "tests"];
/** Unit tests whose expectations come from the content; run again in the copy against its build. */
const CONTENT_TESTS = [
  "tests/unit/build-output.test.ts",
  "tests/unit/new-entry.test.ts",
  "scripts/content/blog-faq-contact-sections.test.ts",
  "scripts/content/collection-sections.test.ts",
  "scripts/content/knowledge-index.test.ts",
];

let dir = "";
let oldPhone = "";
let bundle: ContentBundle;

const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, CI: "", ALLOW_LOCALHOST_SITE_URL: "1" },
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
    expect(priceLine).toContain(`$${NEW_PRICE}`);
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
