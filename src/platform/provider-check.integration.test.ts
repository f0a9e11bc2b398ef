import { afterEach, describe, expect, it } from "vitest";
import { closedPortUrl, startFakeProvider, type FakeProvider } from "../../tests/fixtures/fake-provider.ts";
import { payloadAttributeNames } from "../features/leads/server/brevo-payload.server.ts";
import { checkProvider } from "./provider-check.server.ts";

let fake: FakeProvider | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const check = (apiUrl: string) => checkProvider({ apiUrl, apiKey: "the-key", attributes: payloadAttributeNames(), timeoutMs: 2_000 });

describe("the provider check at start", () => {
  it("accepts a working key when every attribute exists, and sends no contact", async () => {
    fake = await startFakeProvider();
    expect(await check(fake.url)).toEqual({ key: "accepted", missingAttributes: [] });
    expect(fake.checks.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /v3/account", "GET /v3/contacts/attributes"]);
    expect(fake.checks.every((request) => request.headers["api-key"] === "the-key")).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it("names the attributes the provider lacks, whatever their case", async () => {
    fake = await startFakeProvider([], { checks: { attributes: ["fname", "COMPANY", "PHONE", "SERVICE", "MESSAGE", "RESUMELINK"] } });
    expect(await check(fake.url)).toEqual({ key: "accepted", missingAttributes: ["MEETING_DATE", "MEETING_TIME"] });
  });

  it("says when the key is refused", async () => {
    fake = await startFakeProvider([], { checks: { account: { status: 401, body: { code: "unauthorized", message: "Key not found" } } } });
    expect(await check(fake.url)).toEqual({ key: "refused", status: 401 });
  });

  it("cannot tell when the provider is unreachable or answers oddly", async () => {
    const unreachable = await check(await closedPortUrl());
    expect(unreachable.key).toBe("unknown");
    expect("reason" in unreachable && unreachable.reason).toContain("could not be reached");
    fake = await startFakeProvider([], { checks: { account: { status: 502 } } });
    expect(await check(fake.url)).toEqual({ key: "unknown", reason: "the provider answered HTTP 502 to the key check" });
  });
});
