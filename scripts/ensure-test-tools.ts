/**
 * First step of `npm test`: what the tests need from the machine and no npm package brings. The browser
 * tests run in Debian's Chromium (no test tool may download a browser of its own), the lead-store
 * tests start a throwaway PostgreSQL server from Debian's binaries, and the meeting tests a throwaway
 * CalDAV server, Debian's Radicale (docs/decisions/0475). On a fresh machine of this kind
 * (Debian, root) the missing packages are installed with apt; elsewhere the command that would install
 * them is printed and the run stops before the build. docs/decisions/0001-tests-provision-debian-packages.md
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const CHROMIUM_PATH = "/usr/bin/chromium";
const RADICALE_PATH = "/usr/bin/radicale";

function hasPostgres(): boolean {
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/initdb`));
}

const missing = [
  ...(existsSync(CHROMIUM_PATH) ? [] : ["chromium"]),
  ...(hasPostgres() ? [] : ["postgresql"]),
  ...(existsSync(RADICALE_PATH) ? [] : ["radicale"]),
];
const listed = missing.length > 1 ? `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}` : missing.join("");
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error(
    `The tests need Debian's ${listed}, and ${missing.length > 1 ? "they are" : "it is"} missing.\n` +
      `Install as root with: apt-get update && apt-get install -y ${missing.join(" ")}\n` +
      "(No test downloads a browser, a database server or a calendar server of its own.)",
  );
  process.exit(1);
}

console.log(`Installing Debian's ${listed} with apt-get (once per machine)...`);
const apt = (args: string[]) =>
  execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
apt(["update"]);
apt(["install", "-y", ...missing]);
if (!existsSync(CHROMIUM_PATH) || !hasPostgres() || !existsSync(RADICALE_PATH)) {
  console.error("apt-get finished, but Chromium, PostgreSQL or Radicale is still missing.");
  process.exit(1);
}
