// The embedder's real worker thread, with a fake model in place of the real packages: it starts in a few
// milliseconds and spawns nothing but the worker, so it stays a unit test.
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type EmbedderOptions, type QuestionEmbedder, startQuestionEmbedder } from "./question-embedder.server.ts";

const fixture = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const MODEL = fixture("./fake-sentence-model.fixture.ts");
const WORKING = { embeddings: MODEL, model: MODEL };
const FAILING = { embeddings: MODEL, model: fixture("./failing-model-source.fixture.ts") };
const SLOW = { embeddings: MODEL, model: fixture("./slow-model-source.fixture.ts") };

const started: QuestionEmbedder[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((embedder) => embedder.stop()));
});

function start(options: EmbedderOptions): QuestionEmbedder {
  const embedder = startQuestionEmbedder({ log: () => {}, ...options });
  started.push(embedder);
  return embedder;
}

async function ready(embedder: QuestionEmbedder): Promise<void> {
  await vi.waitFor(() => expect(embedder.state().state).toBe("ready"), { timeout: 10_000, interval: 5 });
}

const length = (vector: Float32Array) => Math.hypot(...vector);

/** The promise's value when it settles before any message of the worker can arrive, else "still waiting". */
async function atOnce<T>(promise: Promise<T>): Promise<T | "still waiting"> {
  let value: T | "still waiting" = "still waiting";
  void promise.then((settled) => (value = settled));
  for (let turn = 0; turn < 3; turn++) await Promise.resolve();
  return value;
}

/** The promise's value, or "still waiting" when it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | "still waiting"> {
  return Promise.race([promise, new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms))]);
}

describe("startQuestionEmbedder", { timeout: 20_000 }, () => {
  it("is loading, then ready, and gives each text's vector of unit length in order", async () => {
    const embedder = start({ paths: WORKING });
    expect(embedder.state()).toEqual({ state: "loading" });
    await ready(embedder);
    const vectors = await embedder.embed(["ab", "abcdef"]);
    expect(vectors).toHaveLength(2);
    // The fake model's vector of a text is [its length, 1, 0]: the ratio says which text it is.
    const [short, long] = vectors ?? [];
    expect(length(short!)).toBeCloseTo(1, 5);
    expect(length(long!)).toBeCloseTo(1, 5);
    expect(short![0]! / short![1]!).toBeCloseTo(2, 5);
    expect(long![0]! / long![1]!).toBeCloseTo(6, 5);
  });

  it("a model that cannot load leaves it failed with why, says so once, and embeds nothing", async () => {
    const log = vi.fn();
    const embedder = start({ paths: FAILING, log });
    await vi.waitFor(() => expect(embedder.state().state).toBe("failed"), { timeout: 10_000, interval: 5 });
    expect(embedder.state().detail).toBe("the fake weights are missing");
    expect(await atOnce(embedder.embed(["anything"]))).toBeUndefined();
    await embedder.stop();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain("the fake weights are missing");
  });

  it("answers a question beyond the queue's bound with no vector at once", async () => {
    const embedder = start({ paths: SLOW, maxQueue: 1, timeoutMs: 5000 });
    await ready(embedder);
    const waiting = embedder.embed(["first"]);
    expect(await atOnce(embedder.embed(["second"]))).toBeUndefined();
    expect(await within(waiting, 50)).toBe("still waiting");
  });

  it("gives no vector when the model is slower than timeoutMs", async () => {
    const embedder = start({ paths: SLOW, timeoutMs: 100 });
    await ready(embedder);
    const since = performance.now();
    expect(await within(embedder.embed(["slow"]), 1000)).toBeUndefined();
    const took = performance.now() - since;
    expect(took).toBeGreaterThanOrEqual(90);
  });

  it("stop() settles a waiting question with no vector", async () => {
    const embedder = start({ paths: SLOW, timeoutMs: 5000 });
    await ready(embedder);
    const waiting = embedder.embed(["slow"]);
    await embedder.stop();
    expect(await within(waiting, 50)).toBeUndefined();
    expect(embedder.state()).toEqual({ state: "failed", detail: "stopped" });
  });
});
