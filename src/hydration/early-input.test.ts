import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { CLOSE_ON_SCROLL_PX, EARLY_INPUT_SCRIPT, EARLY_SUBMIT_FALLBACK_MS, THEME_NEXT_ATTRIBUTE } from "./early-input.ts";

const PAGE = `<!doctype html><html class="dark"><body>
  <button id="menu" type="button" aria-expanded="false" aria-controls="menu-panel" data-early="disclosure" data-early-close>Menu</button>
  <div id="menu-panel" hidden><a id="menu-link" href="#contact">Contact</a></div>
  <button id="question" type="button" aria-expanded="false" aria-controls="answer" data-early="accordion">Question</button>
  <div id="answer" class="accordion-panel">answer</div>
  <button id="theme" type="button" aria-pressed="false" data-early="theme">Theme</button>
  <button id="chat" type="button" data-early="replay">Chat</button>
  <button id="plain" type="button">Plain</button>
  <form id="form" method="post" action="/contact" data-early="submit"><input name="email" value="a@b.co"><button id="send" type="submit">Send</button></form>
</body></html>`;

/** A page with the head script, the way the server sends it (the serialised string, run in its own window). */
function page(url = "https://example.test/", referrer?: string) {
  const { window } = new JSDOM(PAGE, { runScripts: "outside-only", pretendToBeVisual: true, url, ...(referrer ? { referrer } : {}) });
  window.eval(EARLY_INPUT_SCRIPT);
  const { document } = window;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  /** What React's handlers saw: a listener on the document, as React's root listener is. */
  const seen: string[] = [];
  document.addEventListener("click", (event) => seen.push((event.target as HTMLElement).id));
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    seen.push(`submit:${(event.target as HTMLElement).id}`);
  });
  const hydrate = async () => {
    document.documentElement.setAttribute("data-hydrated", "");
    // The observer's callback (a microtask queued by the attribute change, so it runs before this one), then a task
    // queued after the replay's with the same delay: Node runs timers of one delay in order, so the replay has run
    // however loaded the machine is (a 10 ms wait lost that race under load).
    await Promise.resolve();
    await new Promise((resolve) => window.setTimeout(resolve, 0));
  };
  /** The theme's repaint: the frame the script asked for, then the task it queued in that frame. */
  const painted = () => new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
  return { window, document, byId, seen, hydrate, painted };
}

describe("EARLY_INPUT_SCRIPT before hydration", () => {
  it("opens a disclosure at once, keeps the click from React and leaves it open for React to read (docs/decisions/0490)", async () => {
    const { byId, seen, hydrate } = page();
    byId("menu").click();
    expect(byId("menu").getAttribute("aria-expanded")).toBe("true");
    expect(byId("menu-panel").hidden).toBe(false);
    expect(seen).toEqual([]);
    await hydrate();
    // Nothing replayed, nothing put back: React reads the open menu from the page when it mounts.
    expect(byId("menu").getAttribute("aria-expanded")).toBe("true");
    expect(byId("menu-panel").hidden).toBe(false);
    expect(seen).toEqual([]);
  });

  it("closes a data-early-close menu on a scroll of more than the threshold, and on a link in it", () => {
    const { window, byId } = page();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new window.Event("scroll"));
    };
    byId("menu").click();
    scrollTo(CLOSE_ON_SCROLL_PX);
    expect(byId("menu-panel").hidden).toBe(false);
    scrollTo(CLOSE_ON_SCROLL_PX + 1);
    expect(byId("menu-panel").hidden).toBe(true);
    expect(byId("menu").getAttribute("aria-expanded")).toBe("false");
    byId("menu").click();
    byId("menu-link").click();
    expect(byId("menu-panel").hidden).toBe(true);
  });

  it("keeps a menu without data-early-close open on scroll", () => {
    const { window, byId } = page();
    byId("question").click();
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true });
    window.dispatchEvent(new window.Event("scroll"));
    expect(byId("answer").hasAttribute("data-open")).toBe(true);
  });

  it("marks a disclosure a click closed, so CSS hover does not reopen it, until hydration", async () => {
    const { byId, hydrate } = page();
    byId("menu").click();
    expect(byId("menu").hasAttribute("data-early-closed")).toBe(false);
    byId("menu").click();
    expect(byId("menu").hasAttribute("data-early-closed")).toBe(true);
    await hydrate();
    expect(byId("menu").hasAttribute("data-early-closed")).toBe(false);
  });

  it("toggles an accordion answer at once and replays only what needs React", async () => {
    const { byId, seen, hydrate } = page();
    byId("question").click();
    expect(byId("answer").hasAttribute("data-open")).toBe(true);
    byId("question").click();
    expect(byId("answer").hasAttribute("data-open")).toBe(false);
    byId("chat").click();
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(["chat"]);
    expect(byId("answer").hasAttribute("data-open")).toBe(false);
  });

  it("presses the theme switch at once, changes the colours a frame later, remembers it, and replays nothing", async () => {
    const { window, document, byId, seen, hydrate, painted } = page();
    byId("theme").click();
    expect(byId("theme").getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.getAttribute(THEME_NEXT_ATTRIBUTE)).toBe("light");
    expect(window.localStorage.getItem("theme")).toBe("light");
    await painted();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.hasAttribute(THEME_NEXT_ATTRIBUTE)).toBe(false);
    await hydrate();
    expect(seen).toEqual([]);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("switches from the theme the page shows (a stored light choice), and twice in a frame ends where it began", async () => {
    const { window, document, byId, painted } = page();
    document.documentElement.classList.remove("dark");
    byId("theme").click();
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.getAttribute(THEME_NEXT_ATTRIBUTE)).toBe("dark");
    byId("theme").click();
    expect(window.localStorage.getItem("theme")).toBe("light");
    await painted();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("keeps every other tap and key from React until hydration, so none forces a synchronous hydration", async () => {
    const { window, document, byId, seen, hydrate } = page();
    const keys: string[] = [];
    document.addEventListener("keydown", (event) => keys.push(event.key));
    byId("plain").click();
    byId("plain").dispatchEvent(new window.KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(seen).toEqual([]);
    expect(keys).toEqual([]);
    await hydrate();
    byId("plain").click();
    byId("plain").dispatchEvent(new window.KeyboardEvent("keydown", { key: "b", bubbles: true }));
    expect(seen).toEqual(["plain"]);
    expect(keys).toEqual(["b"]);
  });

  it("holds a form submission and replays it through the form's handler, with its submitter", async () => {
    const { byId, seen, hydrate } = page();
    const submitted: (string | undefined)[] = [];
    byId("form").addEventListener("submit", (event) => submitted.push(event.submitter?.id));
    byId("send").click();
    expect(seen).toEqual([]);
    expect(submitted).toEqual([]);
    await hydrate();
    expect(seen).toEqual(["submit:form"]);
    expect(submitted).toEqual(["send"]);
  });

  it("posts a held form the way it would be without JavaScript if the page never hydrates", () => {
    vi.useFakeTimers();
    try {
      const { window, byId } = page();
      const submit = vi.spyOn(window.HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
      byId("send").click();
      byId("send").click();
      vi.advanceTimersByTime(EARLY_SUBMIT_FALLBACK_MS - 1);
      expect(submit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(submit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a form it posts itself carries what the current page knows of the visit (docs/decisions/0250)", () => {
    vi.useFakeTimers();
    try {
      const landing = "https://example.test/services/cloud?utm_source=linkedin&utm_campaign=q4-cloud&gclid=CLICK-VALUE";
      const { window, byId, document } = page(landing, "https://www.linkedin.com/feed/");
      vi.spyOn(window.HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
      byId("send").click();
      expect(document.querySelector('input[name="attribution"]')).toBeNull();
      vi.advanceTimersByTime(EARLY_SUBMIT_FALLBACK_MS);
      const field = document.querySelector<HTMLInputElement>('#form input[name="attribution"]');
      expect(field?.type).toBe("hidden");
      expect(JSON.parse(field?.value ?? "{}")).toEqual({
        landing: "/services/cloud",
        clickIds: ["gclid"],
        source: "linkedin",
        medium: "",
        campaign: "q4-cloud",
        term: "",
        content: "",
        referrer: "www.linkedin.com",
      });
      expect(field?.value).not.toContain("CLICK-VALUE");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("EARLY_INPUT_SCRIPT after hydration", () => {
  it("steps aside: clicks and submissions reach React directly and nothing is replayed twice", async () => {
    const { byId, seen, hydrate } = page();
    await hydrate();
    byId("menu").click();
    byId("theme").click();
    byId("send").click();
    expect(byId("menu").getAttribute("aria-expanded")).toBe("false");
    expect(byId("theme").getAttribute("aria-pressed")).toBe("false");
    expect(seen).toEqual(["menu", "theme", "send", "submit:form"]);
  });
});
