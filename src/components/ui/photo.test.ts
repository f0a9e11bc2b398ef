import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { IMAGE_STATE_SCRIPT } from "./photo.tsx";

/** Runs the head script against a minimal window: its listeners, an image class and one frame. */
function withScript() {
  const listeners = new Map<string, { handler: (event: { target: unknown }) => void; capture: boolean }>();
  type Frame = { classList: { contains: (name: string) => boolean }; attributes: Map<string, string> };
  class HTMLImageElement {
    parentElement: Frame | null;
    constructor(parentElement: Frame | null) {
      this.parentElement = parentElement;
    }
  }
  const frame = (className: string) => {
    const attributes = new Map<string, string>();
    return {
      attributes,
      classList: { contains: (name: string) => name === className },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    };
  };
  runInNewContext(IMAGE_STATE_SCRIPT, {
    HTMLImageElement,
    addEventListener: (type: string, handler: (event: { target: unknown }) => void, capture: boolean) =>
      listeners.set(type, { handler, capture }),
  });
  const dispatch = (type: string, target: unknown) => listeners.get(type)?.handler({ target });
  return { listeners, HTMLImageElement, frame, dispatch };
}

describe("IMAGE_STATE_SCRIPT", () => {
  it("listens for load and error in the capture phase (they do not bubble)", () => {
    const { listeners } = withScript();
    expect([...listeners].map(([type, { capture }]) => [type, capture])).toEqual([
      ["load", true],
      ["error", true],
    ]);
  });

  it("marks a stock photo's frame loaded or failed, and leaves every other element alone", () => {
    const { HTMLImageElement, frame, dispatch } = withScript();
    const photo = frame("photo-frame");
    dispatch("error", new HTMLImageElement(photo));
    expect(photo.attributes.get("data-state")).toBe("failed");
    const other = frame("avatar");
    dispatch("load", new HTMLImageElement(other));
    expect(other.attributes.size).toBe(0);
    dispatch("load", { parentElement: frame("photo-frame") });
    dispatch("load", new HTMLImageElement(null));
    const loaded = frame("photo-frame");
    dispatch("load", new HTMLImageElement(loaded));
    expect(loaded.attributes.get("data-state")).toBe("loaded");
  });
});
