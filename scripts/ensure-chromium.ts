/**
 * First step of `npm test`: the browser tests run in Debian's Chromium, and no test tool may download a
 * browser of its own. On a fresh machine of this kind (Debian, root) Chromium is installed with apt;
 * elsewhere the command that would install it is printed and the test run stops before the build.
 * docs/decisions/0001-tests-provision-debian-chromium.md
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function hasApt(): boolean {
  return existsSync("/usr/bin/apt-get");
}

if (existsSync(CHROMIUM_PATH)) {
  process.exit(0);
}

if (!hasApt() || !isRoot()) {
  console.error(
    `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is missing.\n` +
      "Install it as root with: apt-get update && apt-get install -y chromium\n" +
      "(No test downloads a browser of its own.)",
  );
  process.exit(1);
}

console.log(`No browser at ${CHROMIUM_PATH}: installing Debian's chromium with apt-get (once per machine)...`);
const apt = (args: string[]) =>
  execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
apt(["update"]);
apt(["install", "-y", "chromium"]);
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished, but ${CHROMIUM_PATH} is still missing.`);
  process.exit(1);
}
