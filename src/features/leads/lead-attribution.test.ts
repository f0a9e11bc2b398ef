import { describe, expect, it } from "vitest";
import {
  attributionField,
  ATTRIBUTION_LIMITS,
  cleanAttribution,
  cleanHost,
  cleanPath,
  cleanTag,
  hostOf,
  sourceOf,
} from "./lead-attribution.ts";

describe("attribution values are cleaned (docs/decisions/0251)", () => {
  it("tags: control and bidi characters removed, whitespace collapsed, bounded by characters", () => {
    expect(cleanTag("  q4\u0000-cloud\n\tlaunch\u202e ")).toBe("q4-cloud launch");
    expect(cleanTag("\u001b[2Jlinkedin\u0085")).toBe("[2Jlinkedin");
    const long = "😀".repeat(ATTRIBUTION_LIMITS.tag + 20);
    expect([...cleanTag(long)]).toHaveLength(ATTRIBUTION_LIMITS.tag);
    expect(cleanTag(long).isWellFormed()).toBe(true);
    expect(cleanTag("\ud800lone")).toBe("\ufffdlone");
    expect(cleanTag(42)).toBe("");
    expect(cleanTag(["linkedin"])).toBe("");
  });

  it("paths: the path only, never a query, fragment, host or second leading slash", () => {
    expect(cleanPath("/services/cloud?utm_source=x&email=a@b.co#top")).toBe("/services/cloud");
    expect(cleanPath("https://evil.example/services")).toBe("");
    expect(cleanPath("//evil.example/x")).toBe("/evil.example/x");
    expect(cleanPath("/a\u0000b\u202e/c d")).toBe("/ab/c%20d");
    expect(cleanPath("relative/path")).toBe("");
    expect(cleanPath(`/${"a".repeat(1000)}`)).toHaveLength(ATTRIBUTION_LIMITS.path);
  });

  it("referrer: a host only, lower case, never the site itself", () => {
    expect(cleanHost("www.LinkedIn.com")).toBe("www.linkedin.com");
    expect(cleanHost("https://www.google.com/search?q=secret")).toBe("www.google.com");
    expect(cleanHost("localhost:5173")).toBe("localhost:5173");
    expect(cleanHost("dallas-it.example", "dallas-it.example")).toBe("");
    expect(cleanHost("not a host")).toBe("");
    expect(cleanHost("evil\u0000.example")).toBe("evil.example");
    expect(cleanHost(`${"a".repeat(300)}.com`)).toBe("");
    expect(hostOf("https://www.dallas-it.example")).toBe("www.dallas-it.example");
  });

  it("keeps only the known parts, and click identifiers by name only", () => {
    const cleaned = cleanAttribution({
      landing: "/services/cloud?utm_source=linkedin",
      source: "linkedin",
      campaign: "q4-cloud",
      clickIds: ["gclid", "fbclid", "msclkid", "Cj0KCQ-value"],
      referrer: "https://www.linkedin.com/feed/",
      page: "/contact",
      email: "someone@example.com",
      visitorId: "abc",
    });
    expect(cleaned).toEqual({
      landing: "/services/cloud",
      source: "linkedin",
      medium: "",
      campaign: "q4-cloud",
      term: "",
      content: "",
      clickIds: ["gclid", "fbclid"],
      referrer: "www.linkedin.com",
      page: "/contact",
    });
  });

  it("nothing known is nothing stored", () => {
    expect(cleanAttribution(undefined)).toBeUndefined();
    expect(cleanAttribution("landing=/x")).toBeUndefined();
    expect(cleanAttribution([])).toBeUndefined();
    expect(cleanAttribution({ landing: "no-slash", source: " \u0000 " })).toBeUndefined();
    expect(cleanAttribution(Object.create({ source: "inherited" }))).toBeUndefined();
  });

  it("the source is the tag, else the referring host, else direct", () => {
    const base = cleanAttribution({ landing: "/" });
    expect(sourceOf(base)).toBe("(direct)");
    expect(sourceOf(cleanAttribution({ landing: "/", referrer: "news.ycombinator.com" }))).toBe("news.ycombinator.com");
    expect(sourceOf(cleanAttribution({ landing: "/", referrer: "x.com", source: "newsletter" }))).toBe("newsletter");
    expect(sourceOf(null)).toBe("");
  });
});

describe("attributionField", () => {
  it("reads the posted field as an object, and anything else as nothing", () => {
    expect(attributionField('{"source":"news","landing":"/about"}')).toEqual({ source: "news", landing: "/about" });
    for (const field of [undefined, "", "not json", "[1,2]", "null", '"text"']) expect(attributionField(field), String(field)).toEqual({});
  });
});
