/** The endpoint's hook for content gaps (docs/decisions/0529-content-gaps.md): called with the site's reply, never awaited. */
import { describe, expect, it } from "vitest";
import type { KnowledgeItem } from "../../../content/chat-data-shape.ts";
import { CHAT_LABELS, CONTACT } from "../chat-context.fixture.ts";
import type { ServerReply } from "../reply.ts";
import { handleChatApi, type ChatApiDeps } from "./chat-endpoint.server.ts";
import { createGapRecorder } from "./gap-recorder.server.ts";

const SITE = "https://dallas-it.example";
const cloud: KnowledgeItem = {
  title: "Cloud Platforms",
  content: "Cloud migration and 24/7 operations. From $310/month.",
  url: "/services/example-cloud",
  category: "Services",
  keywords: ["cloud", "aws", "price", "cost"],
};

function ask(question: string): Request {
  return new Request(`${SITE}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify({ question }),
  });
}

/** The endpoint with a recorder into `record`; its deferred work runs at settle(), or at once with `now`. */
function endpoint(record: (question: string) => Promise<void>, now = false) {
  const deferred: (() => void)[] = [];
  const deps: ChatApiDeps = {
    reply: { items: [cloud], labels: CHAT_LABELS, contact: CONTACT },
    siteOrigin: SITE,
    gaps: createGapRecorder({ record, log: () => {}, defer: (work) => (now ? work() : deferred.push(work)) }),
  };
  const run = async (question: string) => {
    const response = await handleChatApi(ask(question), deps);
    return ((await response.json()) as { reply: ServerReply }).reply;
  };
  const settle = async () => {
    for (let work = deferred.shift(); work; work = deferred.shift()) work();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, settle };
}

describe("POST /api/chat and content gaps", () => {
  it("counts a question the site cannot answer, without the visitor's details, and not one it answers", async () => {
    const stored: string[] = [];
    const { run, settle } = endpoint(async (question) => void stored.push(question));
    expect(await run("What does cloud cost?")).toMatchObject({ kind: "answer" });
    expect(await run("Do you repair pizza ovens? Call me on 214-555-0100")).toMatchObject({
      source: "site",
      kind: expect.stringMatching(/^(no-match|honest)$/) as unknown,
    });
    await settle();
    expect(stored).toEqual(["do you repair pizza ovens call me on [phone]"]);
  });

  it("answers when the gap store hangs, even with the storing started at once", async () => {
    let asked = 0;
    const { run } = endpoint(() => {
      asked++;
      return new Promise(() => {});
    }, true);
    await expect(run("Do you repair pizza ovens?")).resolves.toMatchObject({ source: "site" });
    expect(asked).toBe(1);
  });
});
