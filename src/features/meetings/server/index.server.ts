/**
 * The meetings feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * meetings against the company's calendar: their start (the service, the busy times, the invitations' outbox) and the
 * ledgers the lead store holds. Nothing outside src/features/meetings/ imports its other modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { businessLabels } from "./meeting-invitations.server.ts";
export { type MeetingBooking, type MeetingLedger, SlotTakenError } from "./meeting-ledger.server.ts";
export { type MeetingService } from "./meeting-service.server.ts";
export { holdInTransaction, postgresMeetingLedger } from "./postgres-meeting-ledger.server.ts";
export { sqliteMeetingLedger } from "./sqlite-meeting-ledger.server.ts";
export { type Meetings, startMeetings } from "./start-meetings.server.ts";
