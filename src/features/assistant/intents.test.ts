import { describe, expect, it } from "vitest";
import { askedIntent } from "./intents.ts";

describe("askedIntent", () => {
  it.each([
    ["We got hit by ransomware, can someone call me back?", "urgent"],
    ["URGENT: security problem", "urgent"],
    ["our servers were hacked", "urgent"],
    ["our email got compromised, what do we do now?", "urgent"],
    ["we were breached last night, how fast can you help", "urgent"],
    ["please call me back", "callback"],
    ["this is urgent, need someone now", "callback"],
    ["I'd like to schedule a call with your team", "meeting"],
    ["can we book a demo?", "meeting"],
    ["how do I apply", "apply"],
    ["I want to apply for the DevOps job", "apply"],
    ["Can I speak to someone from sales?", "talk"],
  ])("%s → %s", (message, intent) => {
    expect(askedIntent(message)).toBe(intent);
  });

  it.each([
    "Have you written anything on ransomware?",
    "can I call you",
    "Can you modernize our legacy application?",
    "What does a plan cost?",
    "have you handled a data breach for a hospital before?",
    "how long does recovery usually take after a company is hacked",
    "should we pay if ransomware encrypted our backups too?",
  ])("asks nothing of %s", (message) => {
    expect(askedIntent(message)).toBeUndefined();
  });
});
