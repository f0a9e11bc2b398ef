/**
 * First step of `npm test`: what the tests need from the machine and no npm package brings. The browser
 * tests run in Debian's Chromium (no test tool may download a browser of its own), the lead-store
 * tests start a throwaway PostgreSQL server from Debian's binaries, and the meeting tests a throwaway
 * CalDAV server, Debian's Radicale. On a fresh machine of this kind
 * (Debian, root) the missing packages are installed with apt (scripts/debian-packages.ts); elsewhere the
 * command that would install them is printed and the run stops before the build.
 * docs/decisions/0001-tests-provision-debian-packages.md
 */
import { existsSync, readdirSync } from "node:fs";
import { ensureDebianPackages } from "./debian-packages.ts";

function hasPostgres(): boolean {
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/initdb`));
}

ensureDebianPackages(
  [
    { package: "chromium", name: "Chromium", isPresent: () => existsSync("/usr/bin/chromium") },
    { package: "postgresql", name: "PostgreSQL", isPresent: hasPostgres },
    { package: "radicale", name: "Radicale", isPresent: () => existsSync("/usr/bin/radicale") },
  ],
  {
    needs: "The tests need",
    why: "(No test downloads a browser, a database server or a calendar server of its own.)",
  },
);
