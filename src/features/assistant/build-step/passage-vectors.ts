/**
 * Writes `.generated/assistant-vectors.json` (docs/assistant.md, "Meaning"): every passage's vector. A passage
 * whose text was embedded before, by this build or another on this machine, takes its vector from the cache
 * (`node_modules/.cache/passage-vectors.json`, keyed by the text's hash), so a rebuild embeds only what changed.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import type { AssistantIndex } from "../../../content/chat-data-shape.ts";
import { embeddedText, type PassageVectorFile, SENTENCE_MODEL, textHash, vectorFile } from "../server/passage-vectors.server.ts";
import { loadSentenceModel } from "../server/sentence-model.server.ts";

/** Vectors the cache keeps at most: today's content has about 1,600 passages, so several versions of each fit. */
const CACHE_LIMIT = 20_000;

type Cache = { model: string; vectors: Record<string, string> };

export async function writePassageVectors(projectRoot: string, assistant: AssistantIndex): Promise<VectorReport> {
  const started = performance.now();
  const { file, embedded } = await embedPassages(projectRoot, assistant);
  writeAtomically(join(projectRoot, ".generated", "assistant-vectors.json"), JSON.stringify(file));
  return { embedded, cached: file.hashes.length - embedded, ms: performance.now() - started };
}

type VectorReport = { embedded: number; cached: number; ms: number };

/** One line for the build's output: what the model embedded and what came from the cache. */
export function vectorSummary({ embedded, cached, ms }: VectorReport): string {
  return `Passage vectors: ${embedded} embedded, ${cached} from the cache, in ${Math.round(ms)} ms.`;
}

/** Every passage's vector, from the cache or the model; the cache keeps what the model made. */
export async function embedPassages(
  projectRoot: string,
  assistant: AssistantIndex,
): Promise<{ file: PassageVectorFile; embedded: number }> {
  const cachePath = join(projectRoot, "node_modules", ".cache", "passage-vectors.json");
  const cache = readCache(cachePath);
  const texts = assistant.passages.map(embeddedText);
  const hashes = texts.map(textHash);
  const missing = [...new Set(hashes.filter((hash) => !cache.vectors[hash]))];
  if (missing.length > 0) {
    const model = await loadSentenceModel();
    const textOf = new Map(hashes.map((hash, at) => [hash, texts[at] ?? ""]));
    const vectors = await model.embed(missing.map((hash) => textOf.get(hash) ?? ""));
    missing.forEach((hash, at) => (cache.vectors[hash] = encode(vectors[at] ?? new Float32Array())));
    writeAtomically(cachePath, JSON.stringify(trimmed(cache, new Set(hashes))));
  }
  const file = vectorFile(
    hashes,
    hashes.map((hash) => decode(cache.vectors[hash] ?? "")),
  );
  return { file, embedded: missing.length };
}

function readCache(path: string): Cache {
  try {
    const cache = JSON.parse(readFileSync(path, "utf8")) as Cache;
    if (cache.model === SENTENCE_MODEL && typeof cache.vectors === "object") return cache;
  } catch {
    // No cache yet, or one from another version: every passage is embedded.
  }
  return { model: SENTENCE_MODEL, vectors: {} };
}

/** The cache within its limit: the vectors this build used are kept first. */
function trimmed(cache: Cache, used: ReadonlySet<string>): Cache {
  const entries = Object.entries(cache.vectors);
  if (entries.length <= CACHE_LIMIT) return cache;
  const kept = [...entries.filter(([hash]) => used.has(hash)), ...entries.filter(([hash]) => !used.has(hash)).reverse()];
  return { model: cache.model, vectors: Object.fromEntries(kept.slice(0, CACHE_LIMIT)) };
}

/** Written whole or not at all: builds in two checkouts may share the cache. */
function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

const encode = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64");
const decode = (text: string) => {
  const bytes = Buffer.from(text, "base64");
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
