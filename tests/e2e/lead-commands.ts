import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A lead as `npm run leads -- export --format json` prints it. */
export type StoredLead = {
  id: string;
  kind: string;
  status: string;
  fields: Record<string, string>;
  attribution: Record<string, unknown> | null;
};

/** `npm run leads -- …` against the browser tests' server database, as an operator would run it. */
export async function leadsCommand(...args: string[]): Promise<string> {
  const env = { ...process.env, LEADS_DB: process.env.E2E_LEADS_DB };
  const { stdout } = await run(process.execPath, ["scripts/leads.ts", ...args], { env, timeout: 20_000 });
  return stdout;
}

/** The stored lead with this email address, read through the operator's export. */
export async function storedLead(email: string): Promise<StoredLead | undefined> {
  const leads = JSON.parse(await leadsCommand("export", "--format", "json")) as StoredLead[];
  return leads.find((lead) => lead.fields.email === email);
}
