/**
 * Where the lead pipeline writes its log lines. Lines carry lead ids, kinds and statuses only:
 * never names, addresses, phone numbers or messages.
 */
export type LeadLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export const consoleLeadLogger: LeadLogger = {
  info: (message) => console.info(`[leads] ${message}`),
  warn: (message) => console.warn(`[leads] ${message}`),
  error: (message) => console.error(`[leads] ${message}`),
};

/** A logger that drops everything (tests that assert on nothing being logged use their own). */
export const silentLeadLogger: LeadLogger = { info() {}, warn() {}, error() {} };
