/**
 * Hostile and broken requests against POST /api/leads (handleLeadApi with the real SQLite store):
 * each gets its status and stores nothing. What is accepted is stored as plain text and no more.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, handleLeadApi } from "../../src/features/leads/server/lead-endpoint.server.ts";
import type { LeadApiDeps } from "../../src/features/leads/server/lead-endpoint.server.ts";
import { silentLeadLogger } from "../../src/features/leads/server/lead-log.server.ts";
import { createLeadService } from "../../src/features/leads/server/lead-service.server.ts";
import type { LeadStore } from "../../src/features/leads/server/lead-store.server.ts";
import { openSqliteLeadStore } from "../../src/features/leads/server/sqlite-lead-store.server.ts";
import { VALID_FIELDS } from "../../src/features/leads/server/lead-submission.fixture.ts";
import { LEAD_LABELS } from "../../src/features/leads/lead-labels.fixture.ts";

const SITE = "https://dallas-it.example";
const API = `${SITE}/api/leads`;
const contact = VALID_FIELDS.contact;
/** A service the contact form offers (labels.forms.serviceChoices): accepted as it is, refused in any other shape. */
const CHOICE = LEAD_LABELS.serviceChoices.at(-1);
if (!CHOICE) throw new Error("the compiled content offers no service choice");

let store: LeadStore;
let deps: LeadApiDeps;
beforeEach(() => {
  store = openSqliteLeadStore(":memory:");
  deps = { service: createLeadService({ leadLabels: LEAD_LABELS, store, logger: silentLeadLogger }), siteOrigin: SITE };
});
afterEach(() => store.close());

/** A JSON POST as the site's own script sends it; `body` is sent as is when it is a string. */
function post(body: unknown, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request(API, {
    method,
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A body streamed in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function streamed(chunks: number, chunkBytes: number, pulls: { count: number }): Request {
  const chunk = new TextEncoder().encode(" ".repeat(chunkBytes));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls.count++;
      if (sent++ < chunks) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Request(API, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body,
    duplex: "half",
  } as RequestInit);
}

/** Valid JSON of exactly `bytes` bytes: a newsletter lead padded with trailing spaces. */
function jsonOfSize(bytes: number): string {
  const json = JSON.stringify({ kind: "newsletter", fields: VALID_FIELDS.newsletter });
  return json + " ".repeat(bytes - json.length);
}

const contactWith = (fields: Record<string, unknown>) => ({ kind: "contact", fields: { ...contact, ...fields } });
const newsletterWith = (email: unknown) => ({ kind: "newsletter", fields: { email } });

const CASES: [name: string, status: number, request: () => Request][] = [
  // Method, media type, origin
  ["GET", 405, () => new Request(API, { method: "GET" })],
  ["PUT with a valid lead", 405, () => post(contactWith({}), {}, "PUT")],
  ["DELETE", 405, () => new Request(API, { method: "DELETE", headers: { origin: SITE } })],
  ["no Content-Type", 415, () => new Request(API, { method: "POST", body: new TextEncoder().encode(JSON.stringify(contactWith({}))) })],
  ["text/plain", 415, () => post(contactWith({}), { "content-type": "text/plain" })],
  ["form-urlencoded", 415, () => post("kind=newsletter&email=a%40b.com", { "content-type": "application/x-www-form-urlencoded" })],
  ["multipart/form-data", 415, () => post("--x\r\n\r\n--x--", { "content-type": "multipart/form-data; boundary=x" })],
  ["application/jsonp", 415, () => post(contactWith({}), { "content-type": "application/jsonp" })],
  ["cross-site Origin", 403, () => post(contactWith({}), { origin: "https://evil.example" })],
  ["look-alike Origin", 403, () => post(contactWith({}), { origin: "https://dallas-it.example.evil.example" })],
  ["opaque Origin null", 403, () => post(contactWith({}), { origin: "null" })],
  ["Sec-Fetch-Site: cross-site", 403, () => post(contactWith({}), { "sec-fetch-site": "cross-site" })],
  // Size
  ["the limit + 1 byte, declared", 413, () => post(jsonOfSize(MAX_BODY_BYTES + 1), { "content-length": String(MAX_BODY_BYTES + 1) })],
  ["the limit + 1 byte, undeclared", 413, () => post(jsonOfSize(MAX_BODY_BYTES + 1))],
  ["a small body declaring 1 MiB", 413, () => post(newsletterWith("a@example.com"), { "content-length": String(1024 * 1024) })],
  // Not a JSON object
  ["empty body", 400, () => post("")],
  ["whitespace only", 400, () => post("   \n")],
  ["truncated JSON", 400, () => post('{"kind":"newsletter","fields":{"email":"ada@exa')],
  ["trailing garbage", 400, () => post(`${JSON.stringify(newsletterWith("a@example.com"))}}`)],
  ["null", 400, () => post("null")],
  ["an array", 400, () => post([newsletterWith("a@example.com")])],
  ["a string", 400, () => post('"newsletter"')],
  ["a number", 400, () => post("42")],
  // Missing fields, wrong types, null, arrays
  ["empty object", 422, () => post({})],
  ["no kind", 422, () => post({ fields: contact })],
  ["no fields", 422, () => post({ kind: "contact" })],
  ["empty fields", 422, () => post({ kind: "contact", fields: {} })],
  ["no message", 422, () => post({ kind: "contact", fields: { name: contact.name, email: contact.email } })],
  ["blank required fields", 422, () => post(contactWith({ name: "  ", message: "\n\t " }))],
  ["kind is a number", 422, () => post({ kind: 5, fields: contact })],
  ["kind is null", 422, () => post({ kind: null, fields: contact })],
  ["kind is an array", 422, () => post({ kind: ["contact"], fields: contact })],
  ["unknown kind", 422, () => post({ kind: "admin", fields: contact })],
  ["fields is a string", 422, () => post({ kind: "contact", fields: "Ada, ada@example.com" })],
  ["fields is null", 422, () => post({ kind: "contact", fields: null })],
  ["fields is an array", 422, () => post({ kind: "contact", fields: [contact] })],
  ["email is a number", 422, () => post(newsletterWith(42))],
  ["email is null", 422, () => post(newsletterWith(null))],
  ["email is an array", 422, () => post(newsletterWith(["a@example.com"]))],
  ["email is an object", 422, () => post(newsletterWith({ toString: "a@example.com" }))],
  ["name is true", 422, () => post(contactWith({ name: true }))],
  ["message is an object", 422, () => post(contactWith({ message: { text: "hi" } }))],
  ["service is an array", 422, () => post(contactWith({ service: [CHOICE] }))],
  ["service not in the list", 422, () => post(contactWith({ service: `<b>${CHOICE}</b>` }))],
  // Prototype keys: JSON.parse makes them own properties; they must not stand in for real fields
  ["fields under __proto__", 422, () => post('{"kind":"newsletter","fields":{"__proto__":{"email":"a@example.com"}}}')],
  ["kind under __proto__", 422, () => post('{"__proto__":{"kind":"newsletter"},"fields":{"email":"a@example.com"}}')],
  [
    "fields under constructor.prototype",
    422,
    () => post('{"kind":"newsletter","fields":{"constructor":{"prototype":{"email":"a@example.com"}}}}'),
  ],
  ["kind __proto__", 422, () => post({ kind: "__proto__", fields: contact })],
  ["kind constructor", 422, () => post({ kind: "constructor", fields: contact })],
  ["kind toString", 422, () => post({ kind: "toString", fields: contact })],
  // Header injection in the address
  ["CRLF + Bcc in email", 422, () => post(newsletterWith("a@b.com\r\nBcc: x@y.com"))],
  ["LF + Bcc in email", 422, () => post(newsletterWith("a@b.com\nBcc: x@y.com"))],
  ["encoded CRLF in email", 422, () => post(newsletterWith("a@b.com%0d%0aBcc:x@y.com"))],
  ["two addresses", 422, () => post(newsletterWith("a@b.com,x@y.com"))],
  ["a display name", 422, () => post(newsletterWith('"Ada" <a@b.com>'))],
  [
    "CRLF + Bcc in a chat email",
    422,
    () => post({ kind: "chat-contact", fields: { ...VALID_FIELDS["chat-contact"], email: "a@b.com\r\nBcc: x@y.com" } }),
  ],
  // Control and bidi characters
  ["a name of control characters only", 422, () => post(contactWith({ name: "\u0000\u0007\u001b\u007f" }))],
  ["C1 control in email", 422, () => post(newsletterWith("\u0085ada@example.com"))],
  ["U+202E in email", 422, () => post(newsletterWith("\u202emoc.elpmaxe@ada"))],
  ["U+202E in name", 422, () => post(contactWith({ name: "Ada \u202eecalevoL" }))],
  ["U+2066 isolate in message", 422, () => post(contactWith({ message: "Pay \u2066invoice\u2069 now" }))],
  ["U+202A embedding in company", 422, () => post(contactWith({ company: "\u202aEngines" }))],
  // Overlong names and keys
  ["name of 301 characters (over its bound)", 422, () => post(contactWith({ name: "a".repeat(301) }))],
  ["message of 5,001 characters", 422, () => post(contactWith({ message: "m".repeat(5001) }))],
  ["email of 255 characters", 422, () => post(newsletterWith(`${"a".repeat(64)}@${"b".repeat(186)}.com`))],
  ["kind of 10,000 characters", 422, () => post({ kind: "k".repeat(10_000), fields: contact })],
  ["email under a 10,000-character key", 422, () => post({ kind: "newsletter", fields: { ["e".repeat(10_000)]: "a@example.com" } })],
  ["idempotency key of 201 characters", 422, () => post({ ...contactWith({}), idempotencyKey: "i".repeat(201) })],
  ["empty idempotency key", 422, () => post({ ...contactWith({}), idempotencyKey: "" })],
  ["idempotency key that is an object", 422, () => post({ ...contactWith({}), idempotencyKey: { $gt: "" } })],
  // Identifiers are stored and exported raw, so only a plain alphabet is taken
  ["idempotency key with terminal escapes", 422, () => post({ ...contactWith({}), idempotencyKey: "\u001b[2J\u001b]0;owned\u0007" })],
  ["idempotency key with U+202E", 422, () => post({ ...contactWith({}), idempotencyKey: "key\u202e1" })],
  ["idempotency key with a space", 422, () => post({ ...contactWith({}), idempotencyKey: "a b" })],
  ["idempotency key of 129 characters", 422, () => post({ ...contactWith({}), idempotencyKey: "k".repeat(129) })],
  // Text that is not well-formed Unicode cannot be stored or forwarded faithfully
  ["a lone high surrogate in the message", 422, () => post(contactWith({ message: "Hello \ud83d there" }))],
  ["a lone low surrogate in the name", 422, () => post(contactWith({ name: "Ada \ude00" }))],
];

describe("POST /api/leads, bad inputs", () => {
  it.each(CASES)("%s: answers %i and stores nothing", async (_name, status, request) => {
    const response = await handleLeadApi(request(), deps);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { ok: boolean; error?: string; errors?: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(body.error ?? body.errors).toBeTruthy();
    expect(await store.list()).toEqual([]);
  });

  it("a chunked 1 MiB body: 413 after reading just past the limit, nothing stored", async () => {
    const pulls = { count: 0 };
    const chunkBytes = 64 * 1024;
    const response = await handleLeadApi(streamed(16, chunkBytes, pulls), deps);
    expect(response.status).toBe(413);
    // The rest of the megabyte is never read here: reading stops at the first chunk past the limit.
    expect(pulls.count).toBeLessThanOrEqual(Math.ceil(MAX_BODY_BYTES / chunkBytes) + 2);
    expect(await store.list()).toEqual([]);
  });

  it("exactly MAX_BODY_BYTES is still accepted (the limit is inclusive)", async () => {
    expect((await handleLeadApi(post(jsonOfSize(MAX_BODY_BYTES)), deps)).status).toBe(201);
  });

  it("prototype keys change no object: nothing polluted", () => {
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    expect(({} as Record<string, unknown>).kind).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("isAdmin");
  });
});

describe("POST /api/leads, what is accepted is stored as text and no more", () => {
  async function storedFields(request: Request): Promise<Record<string, string>> {
    const response = await handleLeadApi(request, deps);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await store.get(id);
    return lead?.fields ?? {};
  }

  it("script tags in a message are stored as the literal text", async () => {
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" 'too'`;
    expect((await storedFields(post(contactWith({ message })))).message).toBe(message);
  });

  it("unknown, prototype and bookkeeping keys are ignored, never assigned", async () => {
    const raw = `{"kind":"contact","id":"chosen-id","status":"delivered","fields":{"name":"Ada Lovelace","email":"ada@example.com","message":"Hi",
      "__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"status":"delivered","attempts":99,"${"k".repeat(10_000)}":"x"}}`;
    const response = await handleLeadApi(post(raw), deps);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).not.toBe("chosen-id");
    const lead = await store.get(id);
    expect(lead).toMatchObject({ status: "pending", attempts: 0 });
    expect(lead?.fields).toEqual({ name: "Ada Lovelace", email: "ada@example.com", company: "", phone: "", service: "", message: "Hi" });
    expect(Object.prototype).not.toHaveProperty("isAdmin");
  });

  it("control characters are removed and one-line fields cannot carry a line break", async () => {
    const fields = await storedFields(
      post(contactWith({ name: "Ada\r\nBcc: x@y.com\u0000", company: "Engines\u0007\u001b[31m", message: "Line one\r\nLine two\u0000" })),
    );
    expect(fields).toMatchObject({ name: "Ada Bcc: x@y.com", company: "Engines[31m", message: "Line one\nLine two" });
  });
});

describe("stored leads are never rendered by the site", () => {
  it("no page, component or route opens the outbox: only the server entry does", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = (readdirSync(join(root, "src"), { recursive: true }) as string[])
      // Tests open in-memory stores of their own; they are never part of a page.
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(join("features", "leads", "server")))
      // Directly, or through the leads feature's server entry (docs/decisions/0541): what is imported is a store.
      .filter((file) => {
        const text = readFileSync(join(root, "src", file), "utf8");
        return (
          /from "[^"]*leads\/server\/(open-lead-store|sqlite-lead-store|postgres-lead-store|lead-store)\.server\.ts"/.test(text) ||
          /import [^;]*\b(openLeadStore|openSqliteLeadStore|openResilientLeadStore|openSiteLeadStore|LeadStore)\b[^;]*from "[^"]*leads\/server\/index\.server\.ts"/.test(
            text,
          )
        );
      });
    expect(files.map((file) => relative(root, join(root, "src", file)))).toEqual([join("src", "server", "site.server.ts")]);
  });
});
