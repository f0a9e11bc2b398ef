import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { copyContent } from "../../../tests/fixtures/content-copy.ts";
import { businessToday, isJobOpen } from "../../lib/job-status.ts";
import { compileContent } from "./compile-content.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
/** The copy the test compiled last. */
let copy: string | undefined;

afterEach(() => {
  copy = undefined;
});

/** Compiles a copy of content/ whose chat.yaml went through `edit`. */
function compileWithChat(edit: (text: string) => string) {
  const contentDir = copyContent("entry-answers-");
  copy = contentDir;
  const path = join(contentDir, "chat.yaml");
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  return compileContent(root, contentDir);
}

describe("entry answers (content/chat.yaml)", () => {
  it("word the items the assistant derives from the collections, so rewording one changes every job's answer", () => {
    const { bundle, problems } = compileWithChat((text) =>
      text
        .replace(/^ {2}jobSalary: .*$/m, '  jobSalary: "The {title} role pays {salary} per year."')
        .replace(/^ {2}and: and$/m, "  and: plus"),
    );
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
    if (!bundle) throw new Error("no bundle");
    // An open job: a closed one leaves the assistant's index.
    const job = bundle.jobs.find((entry) => isJobOpen(entry, businessToday(bundle.site.timeZone)));
    if (!job) throw new Error("no open job");
    const item = bundle.chat.index.find((candidate) => candidate.url === job.url);
    expect(item?.facts?.price).toBe(`The ${job.title} role pays ${job.salaryText} per year.`);
    const countries = [...new Set(bundle.site.offices.map((office) => office.country))];
    expect(countries.length, "the test needs offices in two countries").toBeGreaterThan(1);
    // content/chat.yaml's about answer lists the countries with {countries}.
    expect(bundle.chat.index.some((candidate) => candidate.content.includes(` plus ${countries.at(-1) ?? ""}`))).toBe(true);
  });

  it("refuse a name in braces a template cannot fill, with the file, line and the names it can", () => {
    const { problems } = compileWithChat((text) => text.replace(/^ {2}jobLocation: .*$/m, '  jobLocation: "Based in {city}."'));
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/chat\.yaml$/) as string,
        field: "entryAnswers.jobLocation",
        message: "{city} is not filled in here (use {location})",
      }),
    ]);
    const line = readFileSync(join(copy ?? "", "chat.yaml"), "utf8")
      .split("\n")
      .findIndex((text) => text.includes("jobLocation:"));
    expect(errors[0]?.line).toBe(line + 1);
  });
});
