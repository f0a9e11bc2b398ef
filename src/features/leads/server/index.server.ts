/**
 * The leads feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * the lead pipeline: its start (the store, the service, the outbox's health), the endpoints the routes call, the stores the
 * commands open, the reports. Nothing outside src/features/leads/ imports its other modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { CHAT_GAPS_USAGE, formatChatGaps, parseChatGapsArgs } from "./chat-gap-report.server.ts";
export { type LeadsCommand, parseLeadsArgs, USAGE } from "./cli-args.server.ts";
export { handleFormPost } from "./form-post.server.ts";
export { leadContext } from "./lead-context.server.ts";
export { handleLeadApi } from "./lead-endpoint.server.ts";
export { type LeadEvents } from "./lead-events.server.ts";
export { exportLeads, formatLeadTable } from "./lead-export.server.ts";
export { formatLeadReport } from "./lead-report.server.ts";
export { isPostgresUrl, openLeadStore } from "./open-lead-store.server.ts";
export { type HealthReport } from "./outbox-health.server.ts";
export { type OutboxSummary, VISITOR_REFUSAL_STATUS } from "./outbox-summary.server.ts";
export { migratePostgres } from "./postgres-schema.server.ts";
export { backupSqliteFile } from "./sqlite-backup.server.ts";
export { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
export { openSiteLeadStore, startLeads } from "./start-leads.server.ts";
