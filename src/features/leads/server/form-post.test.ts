import { describe, expect, it } from "vitest";
import type { FormResult } from "../form-result.ts";
import { LEAD_PAGES } from "../lead-labels.fixture.ts";
import { compiledLabels, rewordRequestLabels } from "../../../server/compiled-labels.fixture.ts";
import { handleFormPost } from "./form-post.server.ts";
import type { LeadContextValue } from "./lead-context.server.ts";
import { MAX_BODY_BYTES } from "./lead-endpoint.server.ts";
import type { SubmitResult } from "./lead-service.server.ts";

const SITE = "https://dallas-it.example";
const FORM = "application/x-www-form-urlencoded";
const { requests, forms } = compiledLabels;
/** The page with the contact form, where its no-JavaScript posts arrive, and a service's page: both from the compiled content. */
const { contact: CONTACT_PAGE, service: SERVICE_PAGE } = LEAD_PAGES;

function leads(result: SubmitResult = { status: "stored", id: "lead-1", duplicate: false }): LeadContextValue {
  return { service: { submit: () => Promise.resolve(result) }, siteOrigin: SITE };
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${CONTACT_PAGE}`, { method: "POST", headers: { "content-type": FORM, origin: SITE, ...headers }, body });
}

/** The page's answer as the route renders it: the status and the result the form reads. */
async function answer(request: Request, context: LeadContextValue | null = leads()): Promise<{ status?: number; result: FormResult }> {
  const reply = await handleFormPost(request, context);
  return { status: reply.init?.status, result: reply.data };
}

const contact = "intent=contact&name=Ada&email=ada%40example.com&message=Hello%20there";

// A visitor without JavaScript reads each refusal on the page, so its words are content/site.yaml's.
describe("no-JavaScript form posts refuse in labels.requests' words", () => {
  it("another site, another format, an unknown form, a bad key", async () => {
    expect(await answer(post(contact, { origin: "https://evil.example" }))).toEqual({
      status: 403,
      result: { ok: false, intent: "", error: requests.crossSite },
    });
    expect(await answer(post(contact, { "content-type": "text/plain" }))).toEqual({
      status: 415,
      result: { ok: false, intent: "", error: requests.cannotSend },
    });
    expect(await answer(post("intent=quote&email=a%40example.com"))).toEqual({
      status: 400,
      result: { ok: false, intent: "quote", error: requests.cannotSend },
    });
    expect(await answer(post(`${contact}&idempotencyKey=%07bell`))).toEqual({
      status: 422,
      result: { ok: false, intent: "contact", error: requests.cannotSend },
    });
  });

  it("too large, with the limit in kilobytes, and characters that are not UTF-8", async () => {
    const large = await answer(post(contact, { "content-length": String(MAX_BODY_BYTES + 1) }));
    const kb = String(Math.floor(MAX_BODY_BYTES / 1024));
    expect(large).toEqual({ status: 413, result: { ok: false, intent: "", error: requests.tooLarge.replace("{kb}", kb) } });
    expect(await answer(post(`${contact}%FF`))).toEqual({ status: 422, result: { ok: false, intent: "", error: requests.unreadable } });
  });

  it("the contact form's failure text when the lead cannot be stored, or there is no lead service", async () => {
    const failed = await answer(post(contact), leads({ status: "error" }));
    expect(failed).toMatchObject({ status: 503, result: { ok: false, intent: "contact", error: forms.failed.text } });
    expect(await answer(post(contact), null)).toMatchObject({ status: 503, result: { error: forms.failed.text } });
  });

  it("a reworded label reaches the page", async () => {
    const undo = rewordRequestLabels({ cannotSend: "Reworded: this page takes no such form." });
    try {
      expect((await answer(post(contact, { "content-type": "text/plain" }))).result).toMatchObject({
        error: "Reworded: this page takes no such form.",
      });
    } finally {
      undo();
    }
  });
});

describe("no-JavaScript posts carry the page they were sent from (docs/decisions/0250)", () => {
  function recording() {
    const seen: unknown[] = [];
    const context: LeadContextValue = {
      service: {
        submit: (_kind, _fields, options) => {
          seen.push(options?.attribution);
          return Promise.resolve({ status: "stored", id: "lead-1", duplicate: false });
        },
      },
      siteOrigin: SITE,
    };
    return { seen, context };
  }

  it("the form's page field, else the page posted to; the fields never include it", async () => {
    const { seen, context } = recording();
    await answer(post(`${contact}&page=${encodeURIComponent(SERVICE_PAGE)}`), context);
    await answer(post(contact), context);
    expect(seen).toEqual([{ page: SERVICE_PAGE }, { page: CONTACT_PAGE }]);
  });

  it("a submission the head script posted before hydration adds what its page knew", async () => {
    const { seen, context } = recording();
    const visit = encodeURIComponent(JSON.stringify({ landing: SERVICE_PAGE, source: "linkedin", page: "/elsewhere" }));
    await answer(post(`${contact}&page=${encodeURIComponent(SERVICE_PAGE)}&attribution=${visit}`), context);
    await answer(post(`${contact}&page=${encodeURIComponent(CONTACT_PAGE)}&attribution=not-json`), context);
    expect(seen).toEqual([{ landing: SERVICE_PAGE, source: "linkedin", page: SERVICE_PAGE }, { page: CONTACT_PAGE }]);
  });
});
