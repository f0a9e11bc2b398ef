// Requests in the visitor's own words: 'call me back',
// 'talk to someone', 'schedule a meeting', 'apply' and an urgent security problem. How people ask for
// an action is grammar, not a fact of the site, so the patterns live here like the greetings of
// reply.ts; what the assistant then says is the content/chat.yaml answer that names the intent.
import type { ChatIntent } from "../../content/chat-data-shape.ts";

const URGENT = /\b(urgent|urgently|asap|emergency|right now|immediately)\b/;
/** Something is happening to the visitor's systems: 'we got hit by ransomware', 'our servers were hacked'. */
const INCIDENT = /\b(hacked|breach|breached|hit by|under attack|attacked|compromised|infected|locked out|encrypted our)\b/;
const SECURITY = /\b(security|cyber|ransomware|malware|virus|phishing|hacker|hackers)\b/;
/** A question about incidents in general ('have you handled a breach', 'should we switch infected PCs off'). */
const ASKS_ABOUT =
  /\b(should (we|i)|have you|do you|does (your|the|a|an)|what (is|are|does|do|happens)|how (long|much|many|often|do|does|should)|when (should|do|does)|is (it|there)|are there|which)\b/;
/** …unless it says the incident is happening: 'we were hacked, what do we do now'. */
const HAPPENING = /\b(help|now|today|currently|asap|urgent|urgently|call (me|us))\b/;

const PATTERNS: ReadonlyArray<[ChatIntent, RegExp]> = [
  ["callback", /\b(call (me|us) back|call back|callback|ring (me|us)|phone (me|us)|give (me|us) a (call|ring)|call me)\b/],
  ["meeting", /\b(schedule|book|set up|arrange|plan)\b.*\b(meeting|call|demo|appointment|consultation)\b/],
  [
    "apply",
    /^(apply|apply now)$|\b(how (do|can) (i|we) apply|(want|like|going) to apply|apply (for|to) (a|the|your|this)|submit (an|my) application)\b/,
  ],
  ["talk", /\b(talk|speak|chat) (to|with) (someone|somebody|a (real )?(person|human)|an? (agent|representative))\b/],
];

/** Lower case, apostrophes dropped, other punctuation to spaces. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The request a message makes, if any. An incident, or an urgent message about security, is urgent
 * (answered with the security service and the fastest way to a person); any other urgent message is
 * a request to be called back. A question about incidents in general is no request: the search answers
 * it from the site, sure or as results (docs/assistant.md, "How a question is answered"), rather than the urgent answer that does not say
 * what was asked.
 */
export function askedIntent(message: string): ChatIntent | undefined {
  const text = plain(message);
  const incident = INCIDENT.test(text) && (!ASKS_ABOUT.test(text) || HAPPENING.test(text));
  if (incident || (URGENT.test(text) && SECURITY.test(text))) return "urgent";
  const asked = PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
  return asked ?? (URGENT.test(text) ? "callback" : undefined);
}
