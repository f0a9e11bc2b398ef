import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint } from "./after-paint.ts";

/** A stand-in document and frame clock: frames come only when `frame()` is called. */
function page(visibilityState: "visible" | "hidden") {
  const frames: (() => void)[] = [];
  vi.stubGlobal("document", { visibilityState });
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  return { frame: () => frames.splice(0).forEach((callback) => callback()) };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("afterPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the next frame, then a task", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { frame } = page("visible");
    const painted = afterPaint();
    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(true);
  });

  it("does not wait on a hidden page, which paints no frames", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page("hidden");
    expect(await settled(afterPaint())).toBe(true);
  });

  it("gives up on a frame that does not come within half a second", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page("visible");
    const painted = afterPaint();
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
