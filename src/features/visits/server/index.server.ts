/**
 * The visits feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * visits and field vitals: their start, the ledgers the lead store holds, and the endpoint. Nothing outside src/features/visits/ imports its other modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { pageViewOf, skipReason, type ViewRequest } from "./page-view.server.ts";
export { postgresVisitLedger } from "./postgres-visit-ledger.server.ts";
export { sqliteVisitLedger } from "./sqlite-visit-ledger.server.ts";
export { buildVisitReport, formatVisitReport, startVisits, type Visits } from "./start-visits.server.ts";
export { type VisitLedger } from "./visit-ledger.server.ts";
export { createVisitTally } from "./visit-tally.server.ts";
