import { applicationsToCsv, formatApplications } from "./application-export.server.ts";
import type { ApplicationLedger } from "./application-ledger.server.ts";

type Output = { out(text: string): void; err(text: string): void };
const stdio: Output = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/** The two commands of `npm run leads` that the applications answer; the leads' command line parses them. */
export type ApplicationCommand = { name: "applications"; job?: string; format: "text" | "csv" } | { name: "erase"; email: string };

/**
 * `npm run leads -- applications` and `erase`; resolves to the exit code. What erase
 * prints is counts only: the address given stays on the operator's screen, never in a log.
 */
export async function runApplicationCommand(
  command: ApplicationCommand,
  store: { readonly applications?: ApplicationLedger | undefined },
  output: Output = stdio,
): Promise<number> {
  const ledger = store.applications;
  if (!ledger) {
    output.err("This lead store keeps no applications.\n");
    return 1;
  }
  if (command.name === "applications") {
    const applications = await ledger.list(command.job ? { job: command.job } : {});
    output.out(command.format === "csv" ? applicationsToCsv(applications) : formatApplications(applications));
    return 0;
  }
  const erased = await ledger.erasePerson(command.email);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  output.out(
    `Erased ${plural(erased.leads, "lead")}, ${plural(erased.applications, "application")} and ${plural(erased.files, "file")} of that address.\n` +
      "Copies outside this database are not touched: the email provider's contact, emails already sent, and backups (they age out as docs/deployment.md says).\n",
  );
  return 0;
}
