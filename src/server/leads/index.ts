/** Public API of the lead pipeline: validate → store (outbox) → forward to the email provider. */
export { LEAD_KINDS, SERVICE_OPTIONS, FIELD_RULES, isLeadKind, allFieldNames } from "../../lib/lead-kinds.ts";
export type {
  LeadKind,
  ServiceOption,
  Lead,
  LeadFieldsOf,
  ContactFields,
  NewsletterFields,
  CareerFields,
  ChatContactFields,
  MeetingFields,
  FieldRule,
} from "../../lib/lead-kinds.ts";
export { validateLead, checkLeadField, emailProblem, isEmail } from "../../lib/lead-validation.ts";
export type { ValidationResult, LeadErrors } from "../../lib/lead-validation.ts";
export { LEAD_STATUSES, isLeadStatus } from "./lead-store.ts";
export type { LeadStore, LeadRecord, LeadStatus, LeadMeta, InsertResult, ListFilter } from "./lead-store.ts";
export { openSqliteLeadStore } from "./sqlite-lead-store.ts";
export type { SqliteLeadStoreOptions } from "./sqlite-lead-store.ts";
export { openPostgresLeadStore } from "./postgres-lead-store.ts";
export { openLeadStore, isPostgresUrl } from "./open-lead-store.ts";
export { buildBrevoPayload, BREVO_LIST_ID } from "./brevo-payload.ts";
export type { BrevoContactPayload } from "./brevo-payload.ts";
export { createForwarder } from "./forwarder.ts";
export type { Forwarder, ForwarderOptions } from "./forwarder.ts";
export { createLeadService } from "./lead-service.ts";
export type { LeadService, LeadServiceOptions, SubmitResult, SubmitOptions } from "./lead-service.ts";
export { readLeadSettings, DEFAULT_BREVO_API_URL, DEFAULT_LEADS_DB } from "./lead-settings.ts";
export type { LeadEnv, LeadSettings } from "./lead-settings.ts";
export { consoleLeadLogger, silentLeadLogger } from "./lead-log.ts";
export type { LeadLogger } from "./lead-log.ts";
export { isCrossSite, looksAutomated, MIN_FILL_MS, HONEYPOT_FIELD, FILL_TIME_FIELD } from "./request-guards.ts";
export { handleLeadApi, MAX_BODY_BYTES, STORE_FAILURE_MESSAGE } from "./lead-endpoint.ts";
export type { LeadApiDeps } from "./lead-endpoint.ts";
export { parseLeadsArgs, USAGE as LEADS_CLI_USAGE } from "./cli-args.ts";
export type { LeadsCommand, ExportFormat } from "./cli-args.ts";
export { exportLeads, leadsToCsv, leadsToJson, formatLeadTable, toCsv, csvCell } from "./lead-export.ts";
