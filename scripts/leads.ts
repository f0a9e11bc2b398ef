/**
 * Operator command for the lead outbox: `npm run leads -- list | export | retry | release | purge-suspects`.
 * Exit codes: 0 done, 1 the command could not be carried out, 2 bad arguments.
 */
import { existsSync } from "node:fs";
import {
  LEADS_CLI_USAGE,
  exportLeads,
  formatLeadTable,
  openSqliteLeadStore,
  parseLeadsArgs,
  readLeadSettings,
} from "../src/server/leads/index.ts";
import type { LeadsCommand } from "../src/server/leads/index.ts";

async function run(command: LeadsCommand, dbPath: string): Promise<number> {
  if (command.name === "help") {
    process.stdout.write(`${LEADS_CLI_USAGE}\n`);
    return 0;
  }
  // Opening would create an empty database; a missing file is more likely a wrong LEADS_DB.
  if (dbPath !== ":memory:" && !existsSync(dbPath)) {
    process.stderr.write(`No lead database at ${dbPath}. Set LEADS_DB to the server's lead database.\n`);
    return 1;
  }
  const store = openSqliteLeadStore(dbPath);
  try {
    switch (command.name) {
      case "list":
        process.stdout.write(formatLeadTable(await store.list(command)));
        return 0;
      case "export":
        process.stdout.write(exportLeads(await store.list(command.status ? { status: command.status } : {}), command.format));
        return 0;
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
        if (!lead) {
          const found = await store.get(command.id);
          process.stderr.write(
            found ? `Lead ${found.id} is ${found.status}, not suspect; nothing to release.\n` : `No lead with id ${command.id}.\n`,
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

const parsed = parseLeadsArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n\n${LEADS_CLI_USAGE}\n`);
  process.exitCode = 2;
} else {
  process.exitCode = await run(parsed.command, readLeadSettings(process.env).dbPath);
}
