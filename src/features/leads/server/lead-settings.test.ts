import { describe, expect, it } from "vitest";
import { DEFAULT_BREVO_API_URL, DEFAULT_LEADS_DB, readLeadSettings } from "./lead-settings.server.ts";

describe("readLeadSettings", () => {
  it("defaults everything; empty values count as unset", () => {
    expect(readLeadSettings({ BREVO_API_KEY: " ", LEAD_RETRY_BASE_MS: "" })).toEqual({
      apiKey: undefined,
      apiUrl: DEFAULT_BREVO_API_URL,
      senderAddress: undefined,
      dbPath: DEFAULT_LEADS_DB,
      retryBaseMs: undefined,
      attemptTimeoutMs: undefined,
    });
  });

  it("LEAD_ATTEMPT_TIMEOUT_MS: a whole number of milliseconds, refused otherwise", () => {
    expect(readLeadSettings({ LEAD_ATTEMPT_TIMEOUT_MS: "1500" }).attemptTimeoutMs).toBe(1500);
    expect(() => readLeadSettings({ LEAD_ATTEMPT_TIMEOUT_MS: "soon" })).toThrow("LEAD_ATTEMPT_TIMEOUT_MS must be a whole number");
  });

  it("LEAD_RETRY_BASE_MS: a whole number of milliseconds shortens the retry backoff", () => {
    expect(readLeadSettings({ LEAD_RETRY_BASE_MS: "200" }).retryBaseMs).toBe(200);
  });

  it.each(["0", "-5", "1.5", "fast", "1e3"])("LEAD_RETRY_BASE_MS=%s stops the start with a message naming the setting", (text) => {
    expect(() => readLeadSettings({ LEAD_RETRY_BASE_MS: text })).toThrow(
      `LEAD_RETRY_BASE_MS must be a whole number of milliseconds above 0, not "${text}".`,
    );
  });
});
