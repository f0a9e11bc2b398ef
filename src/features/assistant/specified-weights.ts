// The specified scores for a word of the question found in each field of an entry
// (docs/decisions/0120-chat-matching-rules.md). The item search and the passage search
// (docs/assistant.md) both weigh with these.
export const SPECIFIED_WEIGHTS = { titleMatch: 10, keyword: 5, category: 4, titleWord: 3, contentWord: 2 } as const;
