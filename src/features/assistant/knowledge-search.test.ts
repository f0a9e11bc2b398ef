import { describe, expect, it } from "vitest";
import { RELEVANCE_FLOOR, STRONG_MATCH, rankKnowledge, scoreItem, searchKnowledge, strengthOf } from "./knowledge-search.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { prepareSynonyms } from "./word-stems.ts";

/** A knowledge item in one line: title, content, address, category, keywords. The items are the test's own. */
const item = (title: string, content: string, url: string, category: string, keywords: string[]): KnowledgeItem => ({
  title,
  content,
  url,
  category,
  keywords,
});

const cloud = item(
  "Cloud Platforms",
  "We migrate and run workloads on AWS, Azure and Google Cloud.",
  "/services/example-cloud",
  "services",
  ["cloud", "aws", "azure", "migration"],
);
const security = item(
  "Infosecurity",
  "Round-the-clock security monitoring, penetration testing and compliance.",
  "/services/example-security",
  "services",
  ["security", "cybersecurity", "soc", "penetration testing"],
);
const careers = item("Careers", "We are hiring cloud engineers and security analysts.", "/careers", "careers", [
  "jobs",
  "hiring",
  "career",
]);
const ai = item(
  "AI and Automation",
  "Machine learning and intelligent automation that maintain themselves. Our AI work starts small.",
  "/services/example-ai",
  "services",
  ["AI", "ml", "automation"],
);
const salesforce = item("Salesforce Platform", "Sales Cloud and Service Cloud for growing teams.", "/services/example-crm", "services", [
  "salesforce",
  "SharePoint integration",
]);
const iot = item("IoT Lab", "Sensors, firmware and dashboards.", "/services/iot", "services", ["sensor", "vision"]);
const items = [cloud, security, careers, ai];

describe("scoring: whole words after normalising case, punctuation and plurals", () => {
  it("'cloud' on Cloud Platforms = 10 title match + 5 keyword + 2 content word + 3 title word = 20", () => {
    expect(scoreItem(cloud, "cloud")).toBe(20);
  });
  it("case, punctuation and a plural change nothing: 'Clouds?!' = 20", () => {
    expect(scoreItem(cloud, "Clouds?!")).toBe(20);
    expect(scoreItem(cloud, "CLOUD.")).toBe(20);
  });
  it("a word never matches inside another: 'for' is not in Salesforce, 'are' not in SharePoint", () => {
    expect(scoreItem(salesforce, "for")).toBe(0);
    expect(scoreItem(salesforce, "are")).toBe(0);
    // 'sales' is the content word 'Sales'; the title word Salesforce and the keyword are other words.
    expect(scoreItem(salesforce, "sales")).toBe(2);
  });
  it("'security' does not match the title 'Infosecurity' as a word", () => {
    // keyword 'security' 5 + content 'security' 2; no title word, no title match.
    expect(scoreItem(security, "security")).toBe(7);
  });
});

describe("keywords and key phrases", () => {
  it.each<[string, KnowledgeItem, string, number]>([
    ["a key phrase counts once when all its words are in the message: 5 + content 2 + 2 = 9", security, "do you do penetration testing", 9],
    ["a key phrase with a word missing counts nothing: 'testing' alone is a content word, 2", security, "testing", 2],
    ["a keyword counts once however often the message repeats it", careers, "jobs jobs jobs", 5],
  ])("%s", (_, item, message, score) => {
    expect(scoreItem(item, message)).toBe(score);
  });
  it("an editor's two-letter keyword matches as a whole word only: 'AI' = 5, 'maintain' = 2 (content)", () => {
    expect(scoreItem(ai, "AI")).toBe(5);
    expect(scoreItem(ai, "maintain")).toBe(2);
    expect(scoreItem(cloud, "AI")).toBe(0);
  });
});

describe("a word counts once per field, function and short words carry no weight", () => {
  it.each<[string, KnowledgeItem, string, number]>([
    ["'security services' on Infosecurity = keyword 5 + content 2 + category 4 = 11", security, "security services", 11],
    ["repeating a word adds nothing: 'cloud cloud cloud' = 20", cloud, "cloud cloud cloud", 20],
    // 'AI' is in the title and the content of the AI item; only its keyword counts.
    ["words of two characters or fewer are not content, title or category words", { ...ai, keywords: [] }, "AI", 0],
    ["the category scores 4 per message word in it", cloud, "services", 4],
  ])("%s", (_, item, message, score) => {
    expect(scoreItem(item, message)).toBe(score);
  });
  it("function words weigh nothing: 'what are the jobs you have for me' = 'jobs' = 5", () => {
    expect(scoreItem(careers, "what are the jobs you have for me")).toBe(scoreItem(careers, "jobs"));
  });
});

describe("title match", () => {
  it.each<[string, KnowledgeItem, string, number]>([
    ["the message is part of the title: 'platforms' on Cloud Platforms = 10 + 3", cloud, "platforms", 13],
    // title match 10 + title words 3 + 3 + keyword 'cloud' 5 + content 'cloud' 2
    ["a title of several words named in full in a short message is a title match", cloud, "cloud platforms please", 23],
    ["a one-word title inside a longer message is a title word, not a title match", careers, "careers in dallas", 5 + 3 + 4],
  ])("%s", (_, item, message, score) => {
    expect(scoreItem(item, message)).toBe(score);
  });
});

describe("ranking, the relevance floor and the top 3", () => {
  it("sorts by score and lists only items at or above the floor", () => {
    const { hits, strength } = rankKnowledge(items, "cloud");
    expect(hits.map((h) => [h.item.title, h.score])).toEqual([[cloud.title, 20]]);
    expect(strength).toBe("strong");
    expect(scoreItem(careers, "cloud")).toBeLessThan(RELEVANCE_FLOOR);
  });
  it("returns at most 3 by default and honours a limit", () => {
    const many = Array.from({ length: 6 }, (_, n) => ({ ...careers, url: `/careers/${n}` }));
    expect(searchKnowledge(many, "jobs")).toHaveLength(3);
    expect(searchKnowledge(many, "jobs", { limit: 5 })).toHaveLength(5);
  });
  it("ties go to the item that explains more of the message, then to index order", () => {
    const a = { ...careers, title: "A", url: "/a", content: "x", keywords: ["jobs"] };
    const b = { ...careers, title: "B", url: "/b", content: "x", keywords: ["jobs"] };
    expect(searchKnowledge([a, b], "jobs").map((h) => h.item.url)).toEqual(["/a", "/b"]);
  });
  it("a match below the floor is no answer; between the floor and a strong match it is weak", () => {
    expect(strengthOf(RELEVANCE_FLOOR - 1, 0, 1)).toBe("none");
    expect(strengthOf(RELEVANCE_FLOOR, 0, 1)).toBe("weak");
    expect(strengthOf(STRONG_MATCH, 0, 1)).toBe("strong");
    expect(rankKnowledge(items, "jobs").strength).toBe("weak");
    expect(rankKnowledge(items, "hiring cloud engineers").strength).toBe("strong");
  });
  it("words the index does not know make a weak match no answer, and outweigh as many known words", () => {
    expect(strengthOf(STRONG_MATCH - 1, 1, 3)).toBe("none");
    expect(strengthOf(STRONG_MATCH + 5, 1, 1)).toBe("none");
    expect(strengthOf(STRONG_MATCH + 5, 1, 2)).toBe("strong");
    expect(rankKnowledge(items, "jobs in pizzeria").strength).toBe("none");
  });
  it("returns nothing for an empty message or one of function words only", () => {
    expect(searchKnowledge(items, "   ")).toEqual([]);
    expect(rankKnowledge(items, "what are you").strength).toBe("none");
  });
});

describe("typo tolerance", () => {
  it("corrects a word one edit from a known term and answers", () => {
    const result = rankKnowledge(items, "cybersecurty");
    expect(result.corrections).toEqual({ cybersecurty: "cybersecurity" });
    expect(result.hits[0]?.item).toBe(security);
    expect(rankKnowledge(items, "automaton")?.hits[0]?.item).toBe(ai);
  });
  it("leaves gibberish unknown: no answer", () => {
    for (const gibberish of ["zzqqxx", "asdfghjkl", "qwertz uiop"]) {
      const result = rankKnowledge(items, gibberish);
      expect(result.strength, gibberish).toBe("none");
      expect(result.corrections, gibberish).toEqual({});
    }
  });
  it("does not turn a real word two edits away into a term: sponsor ≠ sensor, visa ≠ vision", () => {
    const result = rankKnowledge([iot], "sponsor visa");
    expect(result.corrections).toEqual({});
    expect(result.unknownWords).toEqual(["sponsor", "visa"]);
    expect(result.strength).toBe("none");
  });
  it("allows two edits in a long word", () => {
    expect(rankKnowledge(items, "cybrsecurty").corrections).toEqual({ cybrsecurty: "cybersecurity" });
  });
});

describe("recall by method (docs/decisions/0261, 0262)", () => {
  const items: KnowledgeItem[] = [
    {
      title: "Modern Workplace",
      content: "Teams, SharePoint and Copilot readiness.",
      url: "/m365",
      category: "Services",
      keywords: ["office"],
    },
    { title: "Cloud", content: "We run the team's cloud for the team.", url: "/cloud", category: "Services", keywords: ["aws"] },
    { title: "Data", content: "Dashboards for the team.", url: "/data", category: "Services", keywords: ["bi"] },
    { title: "Security", content: "Monitoring for the team, and certified staff.", url: "/sec", category: "Services", keywords: ["soc"] },
    { title: "Our Certifications", content: "ISO 27001.", url: "/about", category: "Firm", keywords: ["iso"] },
  ];

  it("lets a word found only in one item's text clear the floor by its rarity, but not a common one", () => {
    expect(rankKnowledge(items, "copilot").hits[0]?.item.url).toBe("/m365");
    expect(rankKnowledge(items, "team").strength).toBe("none");
  });

  it("compares words by stem: 'certified' finds the certifications", () => {
    const certifications = items[4] as KnowledgeItem;
    expect(scoreItem(certifications, "certified")).toBe(3);
    expect(scoreItem(certifications, "certifying")).toBe(3);
    expect(scoreItem(certifications, "certain")).toBe(0);
  });

  it("reads the editors' synonyms", () => {
    expect(rankKnowledge(items, "dashboard").hits[0]?.item.url).toBe("/data");
    expect(rankKnowledge(items, "reports", { synonyms: prepareSynonyms([["reports", "dashboards"]]) }).hits[0]?.item.url).toBe("/data");
    expect(rankKnowledge(items, "reports").hits).toEqual([]);
  });

  it("joins split words into the term the index knows", () => {
    const joined: KnowledgeItem[] = [
      ...items,
      { title: "SharePoint", content: "Intranets.", url: "/sp", category: "Services", keywords: [] },
    ];
    expect(rankKnowledge(joined, "share point").hits[0]?.item.url).toBe("/sp");
  });

  it("breaks a tie for the item that says the message's words together", () => {
    const tied: KnowledgeItem[] = [
      { title: "AI", content: "Demand for AI grows. Forecasting tools.", url: "/ai", category: "Services", keywords: ["demand"] },
      { title: "Data", content: "Dashboards and demand forecasting.", url: "/data", category: "Services", keywords: ["demand"] },
      { title: "Misc", content: "Forecasting, and demand elsewhere.", url: "/misc", category: "Services", keywords: ["demand"] },
    ];
    expect(rankKnowledge(tied, "demand forecasting").hits.map((hit) => hit.item.url)).toEqual(["/data", "/ai", "/misc"]);
  });

  it("names the specific words the best match lacks", () => {
    expect(rankKnowledge(items, "copilot pricing tiers").uncovered).toEqual([]);
    const lacking = rankKnowledge(
      [...items, { title: "Pizza", content: "Pizza ovens.", url: "/p", category: "Food", keywords: [] }],
      "copilot ovens",
    );
    expect(lacking.hits[0]?.item.url).toBe("/m365");
    expect(lacking.uncovered).toContain("oven");
  });
});
