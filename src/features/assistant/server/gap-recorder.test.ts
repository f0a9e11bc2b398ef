import { describe, expect, it } from "vitest";
import { createGapRecorder } from "./gap-recorder.server.ts";

/** A recorder whose deferred work the test runs itself, storing into `stored`. */
function recorder(record: (question: string) => Promise<void>, maxPending?: number) {
  const deferred: (() => void)[] = [];
  const logged: string[] = [];
  const gaps = createGapRecorder({ record, log: (line) => logged.push(line), defer: (work) => deferred.push(work), maxPending });
  const settle = async () => {
    for (let work = deferred.shift(); work; work = deferred.shift()) work();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { gaps, logged, settle };
}

describe("createGapRecorder", () => {
  it("stores the folded questions of unsure and unanswered replies, after the answer, and none of answers", async () => {
    const stored: string[] = [];
    const { gaps, settle } = recorder(async (question) => void stored.push(question));
    gaps("Do you repair PIZZA ovens? I'm Dana, dana@example.com", "no-match");
    gaps("What is the price of quantum cloud?", "honest");
    gaps("Backups?", "weak-answer");
    gaps("What does cloud cost?", "answer");
    gaps("hello", "greeting");
    expect(stored).toEqual([]);
    await settle();
    expect(stored).toEqual(["do you repair pizza ovens im [name] [email]", "what is the price of quantum cloud", "backups"]);
  });

  it("never throws nor waits for a failing or hanging store, logs a failure once, and again after a success", async () => {
    let outcome: "fail" | "ok" | "hang" = "fail";
    const { gaps, logged, settle } = recorder(async () => {
      if (outcome === "fail") throw new Error("database is locked");
      if (outcome === "hang") await new Promise(() => {});
    });
    gaps("one", "no-match");
    gaps("two", "no-match");
    await settle();
    expect(logged).toEqual([expect.stringContaining("database is locked")]);
    expect(logged[0]).not.toContain("one");
    outcome = "ok";
    gaps("three", "no-match");
    await settle();
    outcome = "fail";
    gaps("four", "no-match");
    await settle();
    expect(logged).toHaveLength(2);
    outcome = "hang";
    expect(() => gaps("five", "no-match")).not.toThrow();
    await settle();
  });

  it("keeps at most maxPending questions waiting while the store is slow", async () => {
    const stored: string[] = [];
    let release = () => {};
    const { gaps, settle } = recorder(async (question) => {
      stored.push(question);
      if (stored.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 2);
    gaps("first", "no-match");
    await settle();
    for (const question of ["second", "third", "fourth"]) gaps(question, "no-match");
    release();
    await settle();
    expect(stored).toEqual(["first", "second", "third"]);
  });
});
