// A stand-in for @energetic-ai/embeddings, for question-embedder.test.ts: the worker imports it by path. The
// model source it is given says how it behaves: `fails` makes loading throw, `delayMs` makes each embedding wait.
// A text's vector is [its length, 1, 0], not of unit length, so the test sees the embedder scale it.
import { setTimeout as sleep } from "node:timers/promises";

type Source = { fails?: string; delayMs?: number };

export async function initModel(source: Source): Promise<{ embed(texts: string[]): Promise<number[][]> }> {
  if (source.fails) throw new Error(source.fails);
  return {
    async embed(texts: string[]) {
      if (source.delayMs) await sleep(source.delayMs);
      return texts.map((text) => [text.length, 1, 0]);
    },
  };
}

export const modelSource = {};
