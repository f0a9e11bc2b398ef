// A model source whose embeddings fake-sentence-model.fixture.js answers only after ten seconds (question-embedder.test.ts).
export const modelSource = { delayMs: 10_000 };
