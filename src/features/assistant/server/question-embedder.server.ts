/**
 * Embeds visitors' questions in a worker thread (docs/assistant.md, "Meaning"), so the model's 15–40 ms a
 * question never holds the server's event loop. A full queue, a slow answer or a model that cannot load gives
 * no vector: the question is then answered by the words alone, and the model's state shows in /healthz's
 * private detail.
 */
import { Worker } from "node:worker_threads";
import { sentenceModelPaths, unit } from "./sentence-model.server.ts";

export type MeaningState = "loading" | "ready" | "failed";

export interface QuestionEmbedder {
  /** The texts' vectors, or undefined when the model is not ready, busy or slow. */
  embed(texts: readonly string[]): Promise<Float32Array[] | undefined>;
  state(): { state: MeaningState; detail?: string };
  stop(): Promise<void>;
}

export interface EmbedderOptions {
  /** Questions waiting at once; one more is answered by the words alone. */
  maxQueue?: number;
  /** How long a question waits for its vector before it is answered by the words alone. */
  timeoutMs?: number;
  log?: (message: string) => void;
  /** Tests: what the worker imports instead of the real packages. */
  paths?: { embeddings: string; model: string };
}

// Plain JavaScript run by the worker: it imports the two packages by path, so the server's bundle needs no
// worker file of its own. Each message is { id, texts }; each answer { id, vectors } or { id, error }.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { pathToFileURL } = require("node:url");
const ready = (async () => {
  const { initModel } = await import(pathToFileURL(workerData.embeddings).href);
  const { modelSource } = await import(pathToFileURL(workerData.model).href);
  return initModel(modelSource);
})();
ready.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", error: String((error && error.message) || error) }),
);
parentPort.on("message", async ({ id, texts }) => {
  try {
    const model = await ready;
    const vectors = await model.embed(texts);
    parentPort.postMessage({ id, vectors: vectors.map((vector) => Float32Array.from(vector)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

export function startQuestionEmbedder(options: EmbedderOptions = {}): QuestionEmbedder {
  const { maxQueue = 16, timeoutMs = 1000, log = (message) => console.warn(message) } = options;
  let state: MeaningState = "loading";
  let detail: string | undefined;
  let nextId = 0;
  const waiting = new Map<number, (vectors: Float32Array[] | undefined) => void>();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options.paths ?? sentenceModelPaths() });
  // The server's stop does not wait for an idle model.
  worker.unref();
  const fail = (why: string) => {
    if (state === "failed") return;
    state = "failed";
    detail = why;
    log(`[chat] the sentence model is unavailable (${why}): questions are answered by their words alone`);
    for (const settle of waiting.values()) settle(undefined);
    waiting.clear();
  };
  worker.on("message", (message: { type?: string; error?: string; id?: number; vectors?: Float32Array[] }): void => {
    if (message.type === "ready") state = "ready";
    else if (message.type === "failed") fail(message.error ?? "it did not load");
    else if (message.id !== undefined) {
      const settle = waiting.get(message.id);
      waiting.delete(message.id);
      settle?.(message.vectors?.map(unit));
    }
  });
  worker.on("error", (error: Error) => fail(error.message));
  worker.on("exit", (code) => fail(`its worker stopped with code ${code}`));

  return {
    embed(texts) {
      if (state !== "ready" || waiting.size >= maxQueue || texts.length === 0) return Promise.resolve(undefined);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(undefined);
        }, timeoutMs);
        waiting.set(id, (vectors) => {
          clearTimeout(timer);
          resolve(vectors);
        });
        worker.postMessage({ id, texts: [...texts] });
      });
    },
    state: () => (detail ? { state, detail } : { state }),
    async stop() {
      state = "failed";
      detail = "stopped";
      for (const settle of waiting.values()) settle(undefined);
      waiting.clear();
      await worker.terminate();
    },
  };
}
