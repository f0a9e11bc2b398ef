import { describe, expect, it } from "vitest";
import { formatProblem } from "./content-error.ts";
import { crossCheck, type CheckedFile } from "./cross-checks.ts";
import type { SourceFile } from "./source-file.ts";

function file(path: string, data: unknown, body?: string): CheckedFile {
  const source: SourceFile = {
    path,
    data,
    body,
    bodyLine: body === undefined ? undefined : 10,
    syntaxErrors: [],
    locate: (segments) => ({ line: segments.length, column: 3 }),
  };
  return { source, data };
}

const known = new Set(["/", "/contact", "/services", "/services/cloud", "/blog", "/blog/1"]);
const messages = (files: CheckedFile[]) => crossCheck(files, known, "2026-11-22").map(formatProblem);

describe("content cross-checks", () => {
  it("finds YAML links to pages that do not exist, ignoring queries, anchors and outside links", () => {
    const page = file("content/pages/x.yaml", {
      sections: [
        {
          actions: [
            { href: "/contact?service=Job%20Inquiry" },
            { href: "/services#pricing" },
            { href: "https://example.com" },
            { href: "/services/clowd" },
          ],
        },
      ],
    });
    expect(messages([page])).toEqual([
      "content/pages/x.yaml:5:3  sections[0].actions[3].href: links to /services/clowd, which is not a page of the site (existing pages here: /services, /services/cloud)",
    ]);
  });

  it("finds Markdown links to missing pages with their line", () => {
    const article = file("content/blog/2.md", { title: "t" }, "Intro\n\nSee [our pricing](/pricing) and [cloud](/services/cloud).");
    expect(messages([article])).toEqual([
      "content/blog/2.md:12:19  links to /pricing, which is not a page of the site (check the address, e.g. /contact or /services/cloud)",
    ]);
  });

  it("refuses placeholders left by content:new and warns about future dates", () => {
    const draft = file("content/blog/9.md", {
      title: "TODO: the headline",
      date: "2027-01-01",
    });
    expect(messages([draft])).toEqual([
      "content/blog/9.md:1:3  title: still has the placeholder from npm run content:new (replace TODO with real text)",
      "content/blog/9.md:1:3  warning: date: 2027-01-01 is in the future; the article is published now but shows that date (use today's date or earlier)",
    ]);
  });
});
