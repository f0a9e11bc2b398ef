import { describe, expect, it } from "vitest";
import { isNo, isYes, offeredFlow } from "./offers.ts";
import { CHAT_LABELS } from "./chat-context.fixture.ts";

describe("offeredFlow", () => {
  it("maps each offer phrase of the original product to its flow", () => {
    expect(offeredFlow("Would you like to Schedule a meeting?")).toBe("meeting");
    expect(offeredFlow("Interested? Fill out form to apply.")).toBe("career");
    expect(offeredFlow("You can also use our contact form.")).toBe("contact");
    expect(offeredFlow("Our cloud service starts at $299/month.")).toBeNull();
  });
  it("matches case-insensitively", () => {
    expect(offeredFlow("schedule a meeting with us?")).toBe("meeting");
    expect(offeredFlow("Contact form, anyone?")).toBe("contact");
  });
  it("the phrase that occurs last wins", () => {
    expect(offeredFlow("Use our contact form, or shall we Schedule a meeting?")).toBe("meeting");
    expect(offeredFlow("Schedule a meeting later; for now, want the contact form?")).toBe("contact");
    expect(offeredFlow("Fill out form? Or our contact form? Or Schedule a meeting?")).toBe("meeting");
  });
  it("the no-match and AI follow-up labels of content/chat.yaml offer the meeting", () => {
    expect(offeredFlow(CHAT_LABELS.noMatch)).toBe("meeting");
    expect(offeredFlow(CHAT_LABELS.aiFollowUp)).toBe("meeting");
  });
});

describe("isYes / isNo", () => {
  it.each(["yes", "y", "YES", " Y ", "Yes!", "yes."])("%j is yes", (t) => {
    expect(isYes(t)).toBe(true);
    expect(isNo(t)).toBe(false);
  });
  it.each(["no", "n", "NO", " N ", "No."])("%j is no", (t) => {
    expect(isNo(t)).toBe(true);
    expect(isYes(t)).toBe(false);
  });
  it.each(["yes please", "yeah", "nope", "y?", ""])("%j is neither", (t) => {
    expect(isYes(t)).toBe(false);
    expect(isNo(t)).toBe(false);
  });
});
