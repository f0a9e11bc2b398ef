import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_LIMIT, USAGE, parseLeadsArgs } from "./cli-args.server.ts";

const ok = (argv: string[]) => {
  const result = parseLeadsArgs(argv);
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.command;
};
const error = (argv: string[]) => {
  const result = parseLeadsArgs(argv);
  if (result.ok) throw new Error("expected an error");
  return result.error;
};

describe("parseLeadsArgs", () => {
  it("help with no command, help, -h or --help", () => {
    for (const argv of [[], ["help"], ["-h"], ["--help"]]) expect(ok(argv)).toEqual({ name: "help" });
    expect(USAGE).toMatch(/list \[--status pending\|delivered\|failed\|suspect\] \[--limit N\]/);
  });

  it("list, with optional status and limit in either flag style", () => {
    expect(ok(["list"])).toEqual({ name: "list", limit: DEFAULT_LIST_LIMIT });
    expect(ok(["list", "--status", "failed", "--limit", "5"])).toEqual({ name: "list", status: "failed", limit: 5 });
    expect(ok(["list", "--status=pending", "--limit=10"])).toEqual({ name: "list", status: "pending", limit: 10 });
  });

  it("list refuses bad status, bad limit, unknown options and stray words", () => {
    expect(error(["list", "--status", "lost"])).toMatch(/--status must be one of: pending, delivered, failed/);
    for (const limit of ["0", "-2", "1.5", "many"]) expect(error(["list", "--limit", limit])).toMatch(/--limit/);
    expect(error(["list", "--limit"])).toBe("--limit needs a value.");
    expect(error(["list", "--format", "csv"])).toBe("Unknown option --format.");
    expect(error(["list", "extra"])).toBe("Unexpected argument extra.");
    expect(error(["list", "--limit", "1", "--limit", "2"])).toBe("--limit is given twice.");
  });

  it("export needs a format and takes a status", () => {
    expect(ok(["export", "--format", "csv"])).toEqual({ name: "export", format: "csv" });
    expect(ok(["export", "--format=json", "--status", "delivered"])).toEqual({ name: "export", format: "json", status: "delivered" });
    expect(error(["export"])).toMatch(/--format csv or --format json/);
    expect(error(["export", "--format", "xml"])).toMatch(/--format csv or --format json/);
  });

  it("retry one id or all failed leads, not both, not neither", () => {
    expect(ok(["retry", "1b4e28ba-2fa1-11d2-883f-0016d3cca427"])).toEqual({ name: "retry", id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" });
    expect(ok(["retry", "--all-failed"])).toEqual({ name: "retry-all-failed" });
    expect(error(["retry"])).toMatch(/one lead id, or --all-failed/);
    expect(error(["retry", "a", "b"])).toMatch(/one lead id, or --all-failed/);
    expect(error(["retry", "a", "--all-failed"])).toMatch(/not both/);
  });

  it("migrate takes nothing; backup takes one destination file", () => {
    expect(ok(["migrate"])).toEqual({ name: "migrate" });
    expect(error(["migrate", "now"])).toBe("migrate takes no arguments.");
    expect(ok(["backup", "copy.db"])).toEqual({ name: "backup", destination: "copy.db" });
    expect(error(["backup"])).toMatch(/one destination file/);
    expect(error(["backup", "a.db", "b.db"])).toMatch(/one destination file/);
  });

  it("list and export filter by suspect", () => {
    expect(ok(["list", "--status", "suspect"])).toEqual({ name: "list", status: "suspect", limit: DEFAULT_LIST_LIMIT });
    expect(ok(["export", "--format", "csv", "--status=suspect"])).toEqual({ name: "export", format: "csv", status: "suspect" });
  });

  it("release one id or every suspect lead, not both, not neither", () => {
    expect(ok(["release", "abc"])).toEqual({ name: "release", id: "abc" });
    expect(ok(["release", "--all-suspect"])).toEqual({ name: "release-all-suspect" });
    expect(error(["release"])).toMatch(/one lead id, or --all-suspect/);
    expect(error(["release", "a", "--all-suspect"])).toMatch(/not both/);
    expect(error(["release", "--all-failed"])).toBe("Unknown option --all-failed.");
  });

  it("purge-suspects needs an age in days or hours", () => {
    expect(ok(["purge-suspects", "--older-than", "30d"])).toEqual({ name: "purge-suspects", olderThanMs: 30 * 86_400_000 });
    expect(ok(["purge-suspects", "--older-than=12h"])).toEqual({ name: "purge-suspects", olderThanMs: 12 * 3_600_000 });
    expect(error(["purge-suspects"])).toMatch(/needs --older-than/);
    for (const age of ["30", "thirty days", "-1d", "2w"])
      expect(error(["purge-suspects", "--older-than", age]), age).toMatch(/needs --older-than/);
    expect(error(["purge-suspects", "--older-than", "30d", "now"])).toBe("Unexpected argument now.");
  });

  it("unknown commands are errors", () => {
    expect(error(["delete"])).toBe("Unknown command delete.");
  });

  it("report: the last 30 days by every grouping, or a window and one grouping", () => {
    expect(ok(["report"])).toEqual({ name: "report", sinceMs: 30 * 86_400_000, dimensions: ["campaign", "source", "landing", "page"] });
    expect(ok(["report", "--since", "7d", "--by", "campaign"])).toEqual({
      name: "report",
      sinceMs: 7 * 86_400_000,
      dimensions: ["campaign"],
    });
    expect(ok(["report", "--by=page", "--since=12h"])).toEqual({ name: "report", sinceMs: 12 * 3_600_000, dimensions: ["page"] });
    expect(error(["report", "--by", "visitor"])).toMatch(/--by must be one of: campaign, source, landing, page/);
    expect(error(["report", "--since", "last-week"])).toMatch(/--since needs/);
    expect(error(["report", "extra"])).toMatch(/Unexpected argument extra/);
    expect(USAGE).toMatch(/report \[--since <N>d\|<N>h\] \[--by campaign\|source\|landing\|page\]/);
  });
});
