import type { ChatbotSettings } from "../types.ts";

/**
 * How the assistant words the items it derives from the collections (content/chat.yaml
 * `entryAnswers`): each template and the names it may fill in.
 */
export type EntryAnswers = ChatbotSettings["entryAnswers"];

export const ENTRY_ANSWER_SLOTS: { [K in Exclude<keyof EntryAnswers, "and">]: readonly string[] } = {
  service: ["summary", "price", "description", "features"],
  servicePrice: ["title", "price"],
  caseStudy: ["description", "client", "results", "timeline", "teamSize", "budget"],
  caseStudyBudget: ["budget"],
  caseStudyDuration: ["timeline", "teamSize"],
  job: ["summary", "salary", "location", "experience", "type"],
  jobSalary: ["title", "salary"],
  jobLocation: ["location"],
  jobExperience: ["experience"],
  article: ["excerpt", "tags"],
};

/** The template with its names filled in; every name it may use is given, so none is left as written. */
export function entryAnswer<K extends keyof typeof ENTRY_ANSWER_SLOTS>(
  answers: EntryAnswers,
  kind: K,
  values: Record<(typeof ENTRY_ANSWER_SLOTS)[K][number], string>,
): string {
  const known: Record<string, string> = values;
  return answers[kind].replace(/\{(\w+)\}/g, (whole, name: string) => known[name] ?? whole);
}

/** Names in braces a template may not use, with the ones it may: for the content check. */
export function unknownEntrySlots(
  answers: EntryAnswers,
): { kind: keyof typeof ENTRY_ANSWER_SLOTS; name: string; allowed: readonly string[] }[] {
  return (Object.keys(ENTRY_ANSWER_SLOTS) as (keyof typeof ENTRY_ANSWER_SLOTS)[]).flatMap((kind) => {
    const allowed = ENTRY_ANSWER_SLOTS[kind];
    return [...answers[kind].matchAll(/\{(\w+)\}/g)]
      .map((match) => match[1] ?? "")
      .filter((name) => !allowed.includes(name))
      .map((name) => ({ kind, name, allowed }));
  });
}
