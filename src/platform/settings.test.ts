import { describe, expect, it } from "vitest";
import {
  DEFAULT_BREVO_API_URL,
  DEFAULT_LEADS_DB,
  readLeadSettings,
  readMeetingSettings,
  readSettings,
  siteOrigin,
} from "./settings.server.ts";

describe("LEAD_ATTRIBUTION_ATTRIBUTES (docs/decisions/0253)", () => {
  it("is off unless set to 1 or true, and stops the server on anything else", () => {
    expect(readSettings({}).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "" }).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "0" }).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "1" }).leadAttributionAttributes).toBe(true);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "TRUE" }).leadAttributionAttributes).toBe(true);
    expect(() => readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "yes please" })).toThrow(/must be 1 \(on\) or 0 \(off\)/);
  });
});

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

describe("one schema, validated once", () => {
  it("parses SITE_URL and BREVO_API_URL one way wherever they are read", () => {
    expect(readSettings({ SITE_URL: "https://www.example.com//" }).siteUrl).toBe("https://www.example.com");
    expect(siteOrigin({ SITE_URL: "https://www.example.com/" })).toBe("https://www.example.com");
    // Empty is unset, for the server and the pages alike.
    expect(readSettings({ SITE_URL: "" }).siteUrl).toBe("http://localhost:3000");
    expect(siteOrigin({ SITE_URL: "" })).toBe("http://localhost:3000");
    expect(readSettings({ BREVO_API_URL: "http://127.0.0.1:9/v3/" }).leads.apiUrl).toBe("http://127.0.0.1:9/v3");
  });

  it("gives each feature its slice", () => {
    const settings = readSettings({ BREVO_API_KEY: "k", MEETING_CALENDAR_URL: "https://dav.example.com/cal", LEAD_RETRY_BASE_MS: "40" });
    expect(settings.leads).toMatchObject({ apiKey: "k", retryBaseMs: 40 });
    expect(settings.meetings).toEqual({ calendarUrl: "https://dav.example.com/cal/" });
    expect(readMeetingSettings({ MEETING_CALENDAR_USER: " me " })).toEqual({ calendarUser: " me " });
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a port number from 0 to 65535, not "abc".'],
    [{ SITE_URL: "not a url" }, 'SITE_URL must be the site\'s public address, such as https://www.example.com, not "not a url".'],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL must be the site's public address"],
  ])("%j: one message naming the setting", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });

  it("names every bad value, one line each, not just the first", () => {
    expect(() => readSettings({ PORT: "abc", SITE_URL: "not a url", LOG_FORMAT: "xml" })).toThrow(
      /^PORT must [^\n]*\nSITE_URL must [^\n]*\nLOG_FORMAT must [^\n]*$/,
    );
  });
});
