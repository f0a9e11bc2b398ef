import { describe, expect, it } from "vitest";
import { DEFAULT_BACKOFF, backoffDelay, providerWaitMs } from "./retry-policy.server.ts";

describe("backoffDelay (full jitter)", () => {
  const top = { ...DEFAULT_BACKOFF, random: () => 0.999999 };

  it("doubles the ceiling from 30 s each attempt, capped at one hour", () => {
    expect(backoffDelay(1, top)).toBe(29_999);
    expect(backoffDelay(2, top)).toBe(59_999);
    expect(backoffDelay(3, top)).toBe(119_999);
    expect(backoffDelay(8, top)).toBe(3_599_996);
    expect(backoffDelay(500, top)).toBe(3_599_996);
  });

  it("picks uniformly below the ceiling, with a one-second floor", () => {
    expect(backoffDelay(3, { ...DEFAULT_BACKOFF, random: () => 0.5 })).toBe(60_000);
    expect(backoffDelay(3, { ...DEFAULT_BACKOFF, random: () => 0 })).toBe(1_000);
  });
});

describe("providerWaitMs", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  const wait = (headers: Record<string, string>) => providerWaitMs(new Headers(headers), now);

  it("reads Brevo's x-sib-ratelimit-reset in seconds, before Retry-After", () => {
    expect(wait({ "x-sib-ratelimit-reset": "7", "retry-after": "99" })).toBe(7_000);
  });
  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(wait({ "retry-after": "120" })).toBe(120_000);
    expect(wait({ "retry-after": "Wed, 01 Jan 2025 00:00:30 GMT" })).toBe(30_000);
  });
  it("ignores missing or unreadable hints and caps absurd ones at a day", () => {
    expect(wait({})).toBeUndefined();
    expect(wait({ "retry-after": "soon" })).toBeUndefined();
    expect(wait({ "x-sib-ratelimit-reset": "-3" })).toBeUndefined();
    expect(wait({ "retry-after": "99999999" })).toBe(86_400_000);
  });
});
