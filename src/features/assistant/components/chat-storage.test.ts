import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEY, clearConversation, readConversation, saveConversation, type Conversation } from "./chat-storage.ts";

const conversation: Conversation = {
  messages: [{ id: "m1", text: "Hi!", isBot: true, timestamp: "2025-12-01T15:00:00.000Z" }],
  state: { flow: { flow: "contact", step: 2, draft: { name: "Ada", email: "", phone: "" } }, lastBotText: "Hi!" },
  showQuickActions: false,
};

beforeEach(() => {
  const values = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the stored conversation", () => {
  it("round-trips messages, engine state and quick-actions visibility under 'chat-conversation'", () => {
    saveConversation(conversation);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "")).toMatchObject({ version: 1 });
    expect(readConversation()).toEqual(conversation);
    clearConversation();
    expect(readConversation()).toBeNull();
  });

  it("starts afresh on anything unexpected instead of failing", () => {
    for (const stored of [
      "not json",
      "{}",
      JSON.stringify({ ...conversation, version: 2 }),
      JSON.stringify({ ...conversation, version: 1, messages: [{ id: 1 }] }),
      JSON.stringify({ ...conversation, version: 1, state: { flow: { flow: "quiz" }, lastBotText: null } }),
    ]) {
      sessionStorage.setItem(STORAGE_KEY, stored);
      expect(readConversation(), stored.slice(0, 30)).toBeNull();
    }
  });

  it("keeps working when storage is blocked", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(readConversation()).toBeNull();
    expect(() => saveConversation(conversation)).not.toThrow();
    expect(() => clearConversation()).not.toThrow();
  });
});
