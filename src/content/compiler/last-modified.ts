import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";

/**
 * The day each content file last changed, for the sitemap's lastmod:
 * the date of the last commit that touched it, or the file's modification time when git cannot say
 * (no repository, a file not committed yet, or a file changed since its last commit). A shallow clone
 * dates every file no earlier than its oldest commit, which errs towards "recently changed".
 */
export function lastModifiedDays(contentDir: string, files: readonly string[], git: GitLog = readGitLog): Map<string, string> {
  const committed = git(contentDir);
  return new Map(
    files.map((file) => {
      const day = committed.dates.get(file);
      return [file, day && !committed.changed.has(file) ? day : modificationDay(join(contentDir, file))];
    }),
  );
}

/** What git knows about the files under a folder: last commit day per path, and paths changed since. */
export interface GitFacts {
  dates: Map<string, string>;
  changed: Set<string>;
}

export type GitLog = (dir: string) => GitFacts;

/** Paths are relative to `dir`; an empty answer when `dir` is not in a repository or git is missing. */
function readGitLog(dir: string): GitFacts {
  const run = (args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 10_000 });
  const facts: GitFacts = { dates: new Map(), changed: new Set() };
  try {
    // Newest commit first, so the first date seen for a path is its last change.
    let day = "";
    for (const line of run(["log", "--relative", "--format=%x01%cI", "--name-only", "--", "."]).split("\n")) {
      if (line.startsWith("\u0001")) day = utcDay(line.slice(1));
      else if (line && !facts.dates.has(line)) facts.dates.set(line, day);
    }
    for (const line of run(["status", "--porcelain", "--untracked-files=all", "--", "."]).split("\n")) {
      // Porcelain paths are relative to the repository's top; compare by the part under dir.
      const path = line.slice(3).trim();
      for (const known of facts.dates.keys()) if (path.endsWith(`/${known}`) || path === known) facts.changed.add(known);
    }
  } catch {
    return { dates: new Map(), changed: new Set() };
  }
  return facts;
}

function modificationDay(file: string): string {
  try {
    return statSync(file).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

function utcDay(isoDateTime: string): string {
  return new Date(isoDateTime).toISOString().slice(0, 10);
}

/** The latest of some YYYY-MM-DD days. */
export function latestDay(days: readonly (string | undefined)[]): string | undefined {
  return days
    .filter((day): day is string => Boolean(day))
    .sort()
    .at(-1);
}
