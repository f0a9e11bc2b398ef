// A model source that fake-sentence-model.fixture.js cannot load (question-embedder.test.ts).
export const modelSource = { fails: "the fake weights are missing" };
