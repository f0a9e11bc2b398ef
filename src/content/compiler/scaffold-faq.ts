import { isMap, isSeq, LineCounter, parseDocument } from "yaml";

/** A category's name as it is typed on the command line: "Pricing & Business" is pricing-business. */
function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * content/faq.yaml with a placeholder question added at the top of one category (npm run content:new --
 * faq <category>). The text is inserted, not re-written, so every comment and line of the file stays.
 */
export function scaffoldFaqQuestion(faqText: string, category: string): string {
  const lineCounter = new LineCounter();
  const doc = parseDocument(faqText, { lineCounter });
  if (doc.errors.length) throw new Error("content/faq.yaml has a syntax error: run npm run content:check first and fix it.");
  const categories = doc.get("categories");
  const items = isSeq(categories) ? categories.items.filter(isMap) : [];
  const names = items.map((item) => String(item.get("name")));
  const index = names.findIndex((name) => categorySlug(name) === categorySlug(category));
  const target = items[index];
  if (!target) throw new Error(`There is no FAQ category "${category}". Use one of: ${names.map((name) => categorySlug(name)).join(", ")}`);
  const questions = target.get("questions", true);
  const first = isSeq(questions) ? questions.items[0] : undefined;
  const offset = (first as { range?: [number, number, number] } | undefined)?.range?.[0];
  if (offset === undefined) throw new Error(`The category "${names[index]}" has no questions to copy the layout from.`);
  const { line, col } = lineCounter.linePos(offset);
  // The first question's "- " sits two columns before its content.
  const indent = " ".repeat(Math.max(0, col - 3));
  const lines = faqText.split("\n");
  const added = [
    `${indent}- question: "TODO: the question, as a visitor would ask it, ending with a question mark?"`,
    `${indent}  answer: "TODO: the answer, in two to four plain sentences."`,
  ];
  lines.splice(line - 1, 0, ...added);
  return lines.join("\n");
}
