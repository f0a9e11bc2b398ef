/**
 * The applications feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * job applications: their start, the job page's action and the ledgers the lead store holds. Nothing outside src/features/applications/ imports its other modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { type ApplicationCommand, runApplicationCommand } from "./application-commands.server.ts";
export { applicationContext } from "./application-context.server.ts";
export { type ApplicationLedger, delegatingApplicationLedger } from "./application-ledger.server.ts";
export { handleApplicationPost } from "./application-post.server.ts";
export { postgresApplicationLedger } from "./postgres-application-ledger.server.ts";
export { sqliteApplicationLedger } from "./sqlite-application-ledger.server.ts";
export { startApplications } from "./start-applications.server.ts";
