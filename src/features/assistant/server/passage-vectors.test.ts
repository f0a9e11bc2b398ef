import { describe, expect, it } from "vitest";
import type { AssistantIndex, Passage } from "../../../content/chat-data-shape.ts";
import { cosine } from "../hybrid-ranking.ts";
import { alignVectors, DIMENSIONS, embeddedText, textHash, vectorFile } from "./passage-vectors.server.ts";

// The test's own passages, of a made-up company.
const page = { title: "Cold Storage Monitoring", url: "/services/example-cold", category: "Services", keywords: ["sensors"] };
const passages: Passage[] = [
  { ...page, label: "overview", text: "Sensors report each freezer's temperature every minute." },
  { ...page, label: "", text: "Alerts reach the night manager by text message." },
];
const index: AssistantIndex = { passages, related: {} };

/** A unit vector along one axis, with a second axis mixed in when given. */
function vector(axis: number, other?: number): Float32Array {
  const out = new Float32Array(DIMENSIONS);
  if (other === undefined) out[axis] = 1;
  else [out[axis], out[other]] = [Math.SQRT1_2, Math.SQRT1_2];
  return out;
}

const fileOf = (index: AssistantIndex, vectors: Float32Array[]) =>
  vectorFile(
    index.passages.map((passage) => textHash(embeddedText(passage))),
    vectors,
  );

describe("passage vectors", () => {
  it("reads back from the file each passage's vector", () => {
    const vectors = [vector(3), vector(7, 9)];
    expect(alignVectors(index, fileOf(index, vectors))).toEqual(vectors);
  });

  it("has no vector for a passage whose text changed since the file was made", () => {
    const file = fileOf(index, [vector(3), vector(7)]);
    const edited: AssistantIndex = { ...index, passages: [passages[0]!, { ...passages[1]!, text: "Alerts reach the manager by phone." }] };
    expect(alignVectors(edited, file)).toEqual([vector(3), undefined]);
  });

  it("has no vector at all from a file of another model, or without a file", () => {
    const file = fileOf(index, [vector(3), vector(7)]);
    expect(alignVectors(index, { ...file, model: "another-model@1" })).toEqual([undefined, undefined]);
    expect(alignVectors(index, undefined)).toEqual([undefined, undefined]);
  });

  it("embeds a passage with its page's title and its label", () => {
    const [labelled, unlabelled] = passages;
    expect(embeddedText(labelled!)).toBe("Cold Storage Monitoring. overview: Sensors report each freezer's temperature every minute.");
    expect(embeddedText(unlabelled!)).toBe("Cold Storage Monitoring. Alerts reach the night manager by text message.");
  });

  it("gives the cosine of unit vectors", () => {
    expect(cosine(vector(3), vector(3))).toBeCloseTo(1, 6);
    expect(cosine(vector(3), vector(4))).toBe(0);
    expect(cosine(vector(3), vector(3, 4))).toBeCloseTo(Math.SQRT1_2, 6);
  });
});
