/**
 * Operator command for the lead outbox: `npm run leads -- list | export | report | retry | release | purge-suspects | applications | erase | migrate | backup`.
 * Exit codes: 0 done, 1 the command could not be carried out, 2 bad arguments.
 */
import { existsSync } from "node:fs";
import { USAGE as LEADS_CLI_USAGE, parseLeadsArgs, type LeadsCommand } from "../src/features/leads/server/index.server.ts";
import { exportLeads, formatLeadTable } from "../src/features/leads/server/index.server.ts";
import { formatLeadReport } from "../src/features/leads/server/index.server.ts";
import { readSetting } from "../src/platform/settings.server.ts";
import { isPostgresUrl, openLeadStore } from "../src/features/leads/server/index.server.ts";
import { backupSqliteFile } from "../src/features/leads/server/index.server.ts";
import { buildVisitReport, formatVisitReport } from "../src/features/visits/server/index.server.ts";
import { content } from "../src/content/content.server.ts";
import { runApplicationCommand } from "../src/features/applications/server/index.server.ts";

/** The leads report shows this many of the chat's most asked unanswered questions. */
const REPORT_GAPS = 10;

async function run(command: LeadsCommand, location: string): Promise<number> {
  if (command.name === "help") {
    process.stdout.write(`${LEADS_CLI_USAGE}\n`);
    return 0;
  }
  // Opening would create an empty file; a missing one is more likely a wrong LEADS_DB (migrate may create it).
  if (command.name !== "migrate" && !isPostgresUrl(location) && location !== ":memory:" && !existsSync(location)) {
    process.stderr.write(`No lead database at ${location}. Set LEADS_DB to the server's lead database.\n`);
    return 1;
  }
  if (command.name === "backup") return backupSqlite(location, command.destination);
  // Opening runs the migrations, for SQLite and PostgreSQL alike.
  const store = await openLeadStore(location);
  try {
    switch (command.name) {
      case "migrate":
        process.stdout.write(`The lead database at ${store.location} is up to date.\n`);
        return 0;
      case "list":
        process.stdout.write(formatLeadTable(await store.list(command)));
        return 0;
      case "export":
        process.stdout.write(exportLeads(await store.list(command.status ? { status: command.status } : {}), command.format));
        return 0;
      case "report": {
        const since = Date.now() - command.sinceMs;
        const gaps = await store.chatGaps?.top({ since, limit: REPORT_GAPS });
        process.stdout.write(formatLeadReport(await store.list({ since }), { since, dimensions: command.dimensions, gaps }));
        // The traffic of the same window, with conversions per source, campaign and landing page (docs/marketing-insights.md).
        if (store.visits) {
          const days = Math.max(1, Math.ceil(command.sinceMs / 86_400_000));
          const report = await buildVisitReport({ ledger: store.visits, leads: store, timeZone: content.site.timeZone }, days);
          process.stdout.write(`\n${formatVisitReport(report)}\n`);
        }
        return 0;
      }
      case "retry": {
        const lead = await store.get(command.id);
        if (!lead) {
          process.stderr.write(`No lead with id ${command.id}.\n`);
          return 1;
        }
        if (lead.status === "delivered") {
          process.stderr.write(`Lead ${lead.id} was already delivered; nothing to retry.\n`);
          return 1;
        }
        if (lead.status === "suspect") {
          process.stderr.write(`Lead ${lead.id} is suspect; send it with: npm run leads -- release ${lead.id}\n`);
          return 1;
        }
        await store.requeue(lead.id);
        process.stdout.write(`Lead ${lead.id} is queued; the running server sends it within seconds.\n`);
        return 0;
      }
      case "retry-all-failed": {
        const count = await store.requeueAllFailed();
        process.stdout.write(`${count} failed lead${count === 1 ? "" : "s"} queued again.\n`);
        return 0;
      }
      case "release": {
        const lead = await store.release(command.id);
        // The same command releases a suspect job application: ids are unique across both.
        const application = lead ? undefined : await store.applications?.release(command.id);
        if (application) {
          process.stdout.write(`Application ${application.id} is released; hiring's email and the confirmation are queued.\n`);
          return 0;
        }
        if (!lead) {
          const found = await store.get(command.id);
          process.stderr.write(
            found
              ? `Lead ${found.id} is ${found.status}, not suspect; nothing to release.\n`
              : `No suspect lead or application with id ${command.id}.\n`,
          );
          return 1;
        }
        process.stdout.write(`Lead ${lead.id} is released and queued; the running server sends it within seconds.\n`);
        return 0;
      }
      case "release-all-suspect": {
        const count = await store.releaseAllSuspect();
        process.stdout.write(`${count} suspect lead${count === 1 ? "" : "s"} released and queued.\n`);
        return 0;
      }
      case "applications":
      case "erase":
        return runApplicationCommand(command, store);
      case "purge-suspects": {
        const before = Date.now() - command.olderThanMs;
        const count = await store.purgeSuspects(before);
        process.stdout.write(`${count} suspect lead${count === 1 ? "" : "s"} stored before ${new Date(before).toISOString()} deleted.\n`);
        return 0;
      }
    }
  } finally {
    await store.close();
  }
}

/** SQLite's online backup: a consistent copy while the server keeps writing; readable by its owner only. */
async function backupSqlite(location: string, destination: string): Promise<number> {
  if (isPostgresUrl(location)) {
    process.stderr.write("LEADS_DB is a PostgreSQL database: back it up with pg_dump (see docs/deployment.md).\n");
    return 1;
  }
  const outcome = await backupSqliteFile(location, destination);
  if (!outcome.ok) {
    process.stderr.write(`${destination} already exists; choose a new file name.\n`);
    return 1;
  }
  process.stdout.write(`Backed up ${location} to ${destination} (${outcome.pages} pages).\n`);
  return 0;
}

const parsed = parseLeadsArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n\n${LEADS_CLI_USAGE}\n`);
  process.exitCode = 2;
} else {
  process.exitCode = await run(parsed.command, readSetting("LEADS_DB"));
}
