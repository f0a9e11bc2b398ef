import { compileContent } from "./scripts/content/compile-content.ts";
import { findAnswer } from "./src/chat/find-answer.ts";
const { bundle } = compileContent(process.cwd());
for (const q of process.argv.slice(2)) {
  try { const r = findAnswer(bundle!.chat.index, q); console.log(q, "=>", r.strength, r.corrections, r.unknownWords, r.hits.map(h => `${h.item.title}:${h.score}`)); }
  catch (e) { console.log(q, e); }
}
