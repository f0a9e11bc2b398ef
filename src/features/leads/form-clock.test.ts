import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FORM_CLOCK_SCRIPT, SHOWN_AT_ATTRIBUTE, fillTimeOf } from "./form-clock.ts";

type FakeForm = {
  attributes: Map<string, string>;
  input: { value: string } | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): { value: string } | null;
};

function fakeForm(withInput = true): FakeForm {
  const attributes = new Map<string, string>();
  const input = withInput ? { value: "" } : null;
  return {
    attributes,
    input,
    getAttribute: (name) => attributes.get(name) ?? null,
    setAttribute: (name, value) => void attributes.set(name, value),
    querySelector: (selector) => (selector === 'input[name="fillMs"]' ? input : null),
  };
}

/** Runs the head script against a fake document whose lead forms the test adds, and a clock it sets. */
function withScript() {
  let now = 1_000;
  const forms: FakeForm[] = [];
  let onMutation: () => void = () => undefined;
  const listeners: { type: string; capture: boolean; handler: (event: { target: unknown }) => void }[] = [];
  const document = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe("form[data-lead-form]:not([data-shown-at])");
      return forms.filter((form) => !form.attributes.has(SHOWN_AT_ATTRIBUTE));
    },
  };
  class MutationObserver {
    constructor(callback: () => void) {
      onMutation = callback;
    }
    observe(target: unknown, options: { childList: boolean; subtree: boolean }) {
      expect(target).toBe(document);
      expect(options).toEqual({ childList: true, subtree: true });
    }
  }
  runInNewContext(FORM_CLOCK_SCRIPT, {
    document,
    MutationObserver,
    Date: { now: () => now },
    String,
    Number,
    addEventListener: (type: string, handler: (event: { target: unknown }) => void, capture: boolean) =>
      listeners.push({ type, handler, capture }),
  });
  return {
    listeners,
    add(form: FakeForm) {
      forms.push(form);
      onMutation();
    },
    tick: (ms: number) => void (now += ms),
    submit: (target: unknown) => listeners.forEach((listener) => listener.handler({ target })),
  };
}

describe("FORM_CLOCK_SCRIPT", () => {
  it("stamps a lead form when it enters the document, once", () => {
    const page = withScript();
    const form = fakeForm();
    page.add(form);
    expect(form.attributes.get(SHOWN_AT_ATTRIBUTE)).toBe("1000");
    page.tick(5_000);
    page.add(fakeForm());
    expect(form.attributes.get(SHOWN_AT_ATTRIBUTE)).toBe("1000");
  });

  it("writes the time shown into fillMs in the capture phase of submit", () => {
    const page = withScript();
    expect(page.listeners.map(({ type, capture }) => [type, capture])).toEqual([["submit", true]]);
    const form = fakeForm();
    page.add(form);
    page.tick(700);
    page.submit(form);
    expect(form.input?.value).toBe("700");
  });

  it("leaves unstamped forms and other targets alone", () => {
    const page = withScript();
    const unstamped = fakeForm();
    page.submit(unstamped);
    expect(unstamped.input?.value).toBe("");
    expect(() => page.submit(null)).not.toThrow();
    expect(() => page.submit({})).not.toThrow();
    const noInput = fakeForm(false);
    page.add(noInput);
    expect(() => page.submit(noInput)).not.toThrow();
  });
});

describe("fillTimeOf", () => {
  it("is the time since the stamp, or undefined without one", () => {
    const form = fakeForm();
    expect(fillTimeOf(form as unknown as HTMLFormElement, 5_000)).toBeUndefined();
    form.setAttribute(SHOWN_AT_ATTRIBUTE, "4300");
    expect(fillTimeOf(form as unknown as HTMLFormElement, 5_000)).toBe(700);
    form.setAttribute(SHOWN_AT_ATTRIBUTE, "soon");
    expect(fillTimeOf(form as unknown as HTMLFormElement, 5_000)).toBeUndefined();
  });
});
