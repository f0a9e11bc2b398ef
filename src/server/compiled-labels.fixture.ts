/** The words the server's answers must carry, taken from the compiled bundle (not shipped code). */
import { readFileSync } from "node:fs";
import { content } from "../content/content.server.ts";
import type { ContentBundle, Requests } from "../content/types.ts";

/** content/site.yaml's labels as the last content build wrote them. */
export const compiledLabels = (JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle)
  .site.labels;

/** Rewords labels.requests in the bundle the server reads, as an edited site.yaml would compile; returns the undo. */
export function rewordRequestLabels(changes: Partial<Requests>): () => void {
  const requests = content.site.labels.requests;
  const before = { ...requests };
  Object.assign(requests, changes);
  return () => Object.assign(requests, before);
}

/** Matches `label` with its {wait} filled in by the server, e.g. "4 minutes" or "45 seconds". */
export function withWaitFilled(label: string): RegExp {
  const parts = label.split("{wait}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(String.raw`\d+ (second|minute)s?`)}$`);
}
