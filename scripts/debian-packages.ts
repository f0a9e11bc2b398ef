/**
 * Debian packages a command needs from the machine, installed with apt on a machine of this project's
 * kind (Debian, root); elsewhere the command that would install them is printed and the process exits 1.
 * Used by `npm test`'s first step and by
 * `npm run bench:server` for its nginx.
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

export interface DebianPackage {
  /** The name apt-get installs, e.g. "postgresql". */
  package: string;
  /** What the final message calls it, e.g. "PostgreSQL"; the package name when left out. */
  name?: string;
  isPresent: () => boolean;
}

export interface Purpose {
  /** Who needs the packages, with the verb, e.g. "The tests need" (followed by " Debian's chromium, …"). */
  needs: string;
  /** The line printed under the install command when it cannot be run here. */
  why: string;
  /**
   * Keep apt from starting the packages' system services (nginx on port 80, say) while it installs
   * them: a temporary /usr/sbin/policy-rc.d that refuses every start, unless the machine has one.
   */
  noServices?: boolean;
}

const POLICY_RC_D = "/usr/sbin/policy-rc.d";

/** "a", "a and b", "a, b and c" (or with another last word). */
function listOf(words: string[], last = "and"): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}` : words.join("");
}

/** Returns once every package is present; installs the missing ones with apt-get when it can, else exits 1. */
export function ensureDebianPackages(packages: DebianPackage[], { needs, why, noServices = false }: Purpose): void {
  const missing = packages.filter((p) => !p.isPresent()).map((p) => p.package);
  if (missing.length === 0) return;
  const listed = listOf(missing);

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `${needs} Debian's ${listed}, and ${missing.length > 1 ? "they are" : "it is"} missing.\n` +
        `Install as root with: apt-get update && apt-get install -y ${missing.join(" ")}\n` +
        why,
    );
    process.exit(1);
  }

  console.log(`Installing Debian's ${listed} with apt-get (once per machine)...`);
  const apt = (args: string[]) =>
    execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update"]);
  // A policy the machine already has stays as it is (a container's refuses every start already).
  const writePolicy = noServices && !existsSync(POLICY_RC_D);
  // Ctrl-C reaches apt-get too, and the finally below still runs before the process ends.
  const onInterrupt = () => process.exit(130);
  if (writePolicy) {
    writeFileSync(POLICY_RC_D, "#!/bin/sh\n# Temporary, while apt-get installs packages (scripts/debian-packages.ts).\nexit 101\n", {
      mode: 0o755,
    });
    process.once("SIGINT", onInterrupt);
  }
  try {
    apt(["install", "-y", ...missing]);
  } finally {
    if (writePolicy) {
      rmSync(POLICY_RC_D, { force: true });
      process.off("SIGINT", onInterrupt);
    }
  }
  if (!packages.every((p) => p.isPresent())) {
    console.error(
      `apt-get finished, but ${listOf(
        packages.map((p) => p.name ?? p.package),
        "or",
      )} is still missing.`,
    );
    process.exit(1);
  }
}
