import type { LeadStore } from "./lead-store.server.ts";
import { openPostgresLeadStore } from "./postgres-lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";

/** LEADS_DB names a shared PostgreSQL database when it is a postgres:// or postgresql:// URL. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** The outbox LEADS_DB names: PostgreSQL for a URL, else the SQLite file at that path. */
export async function openLeadStore(location: string): Promise<LeadStore> {
  return isPostgresUrl(location) ? openPostgresLeadStore(location) : openSqliteLeadStore(location);
}
