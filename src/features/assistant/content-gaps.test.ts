import { describe, expect, it } from "vitest";
import { GAP_KINDS, gapQuestion, isGapKind, MAX_GAP_QUESTION_CHARS } from "./content-gaps.ts";
import { REPLY_KINDS } from "./reply.ts";

describe("gap kinds", () => {
  it("counts the unsure and unanswered replies, not answers, small talk or errors", () => {
    expect(REPLY_KINDS.filter(isGapKind)).toEqual(expect.arrayContaining([...GAP_KINDS]));
    for (const kind of ["answer", "greeting", "thanks", "acknowledge", "error"] as const) expect(isGapKind(kind)).toBe(false);
  });
});

describe("gapQuestion", () => {
  it("folds case, punctuation and spaces", () => {
    expect(gapQuestion("  Do you   do SAP-migrations?? ")).toBe("do you do sap migrations");
    expect(gapQuestion("What's your on-call rota?")).toBe("whats your on call rota");
  });

  it("replaces email addresses, web addresses and handles", () => {
    expect(gapQuestion("Can you mail dana.reyes+work@acme-corp.co.uk about ERP?")).toBe("can you mail [email] about erp");
    expect(gapQuestion("Is https://acme.example/login?user=dana safe?")).toBe("is [url] safe");
    expect(gapQuestion("can you rebuild www.acme-shop.com or acme.io/shop")).toBe("can you rebuild [url] or [url]");
    expect(gapQuestion("do you know asp.net and node.js")).toBe("do you know asp net and node js");
    expect(gapQuestion("message @dana_reyes about it")).toBe("message [name] about it");
  });

  it("replaces IP addresses, phone numbers and numbers of more than six digits", () => {
    expect(gapQuestion("our server 192.168.10.24 is down")).toBe("our server [ip] is down");
    expect(gapQuestion("block 2001:db8::ff00:42:8329 and fe80::1 please")).toBe("block [ip] and [ip] please");
    expect(gapQuestion("meeting at 10:30:00?")).toBe("meeting at 10 30 00");
    expect(gapQuestion("call +1 (214) 555-0100 today")).toBe("call [phone] today");
    expect(gapQuestion("call 214.555.0100 or 214-555-0101")).toBe("call [phone] or [phone]");
    expect(gapQuestion("my account 12345678 was charged")).toBe("my account [number] was charged");
    expect(gapQuestion("card 4111 1111 1111 1111")).toBe("card [phone]");
  });

  it("keeps prices, years, dates and short numbers", () => {
    expect(gapQuestion("Is $1,500,000 enough for 2025-06-01 with 250 users and 99.9% uptime?")).toBe(
      "is 1 500 000 enough for 2025 06 01 with 250 users and 99 9 uptime",
    );
  });

  it("replaces the name a visitor gives", () => {
    expect(gapQuestion("Hi, my name is dana reyes and I need a quote")).toBe("hi my name is [name] and i need a quote");
    expect(gapQuestion("My name's Dana. Do you do SAP?")).toBe("my names [name] do you do sap");
    expect(gapQuestion("Hello, I'm Dana Reyes from Acme, do you do SAP?")).toBe("hello im [name] from acme do you do sap");
    expect(gapQuestion("i'm dana, do you do SAP")).toBe("im [name] do you do sap");
    expect(gapQuestion("I am Kofi Mensah. Price for SAP?")).toBe("i am [name] price for sap");
    expect(gapQuestion("This is Priya from Acme: SAP?")).toBe("this is [name] from acme sap");
    expect(gapQuestion("Do you do SAP? Regards, Jean-Luc O’Neill")).toBe("do you do sap regards [name]");
    expect(gapQuestion("ask Dr. Okafor about SAP")).toBe("ask dr [name] about sap");
  });

  it("keeps words that only look like names", () => {
    expect(gapQuestion("I'm looking for SAP help")).toBe("im looking for sap help");
    expect(gapQuestion("I'm interested, do you do SAP?")).toBe("im interested do you do sap");
    expect(gapQuestion("this is HIPAA compliant?")).toBe("this is hipaa compliant");
    expect(gapQuestion("what does a dr plan cost")).toBe("what does a dr plan cost");
    expect(gapQuestion("call me Monday about MS Teams")).toBe("call me monday about ms teams");
  });

  it("cuts long questions at a word, and drops messages with nothing but contact details", () => {
    const long = `do you ${"migrate ".repeat(60)}`;
    const kept = gapQuestion(long) ?? "";
    expect(kept.length).toBeLessThanOrEqual(MAX_GAP_QUESTION_CHARS);
    expect(kept.endsWith("migrate")).toBe(true);
    expect(gapQuestion("dana@acme.example 214 555 0100")).toBeUndefined();
    expect(gapQuestion("?!")).toBeUndefined();
  });

  it("removes a visitor's own placeholder marks", () => {
    expect(gapQuestion("\u{E000}email\u{E000} SAP?")).toBe("email sap");
  });
});
