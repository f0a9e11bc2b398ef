import { describeError } from "../../../platform/describe-error.server.ts";
import { gapQuestion, isGapKind } from "../content-gaps.ts";
import type { ReplyKind } from "../reply.ts";

/** Told of every question the server answered, with the kind of the site's own reply. */
export type GapRecorder = (question: string, kind: ReplyKind) => void;

export interface GapRecorderOptions {
  /** Stores one question as gapQuestion folded it (the lead store's chat_gaps); may be slow or fail. */
  record: (question: string) => Promise<void>;
  /** Where a failure to store goes; lines never carry the question. */
  log: (line: string) => void;
  /** Questions waiting at most while the store is slow; more are not counted. */
  maxPending?: number;
  /** How the work is put after the answer; tests pass one they run themselves. */
  defer?: (work: () => void) => void;
}

/**
 * Counts the questions the site did not answer (docs/decisions/0529-content-gaps.md) without ever failing
 * or slowing an answer: the hook only queues the question; folding it and storing it happen after the
 * answer, one at a time. A store that fails is logged once, and again only after it has worked.
 */
export function createGapRecorder({ record, log, maxPending = 100, defer = setImmediate }: GapRecorderOptions): GapRecorder {
  const pending: string[] = [];
  let scheduled = false;
  let failing = false;

  async function store(question: string): Promise<void> {
    try {
      const folded = gapQuestion(question);
      if (folded === undefined) return;
      await record(folded);
      failing = false;
    } catch (error) {
      if (!failing) log(`[chat] A content gap could not be stored (${describeError(error)}); the next failures are not logged.`);
      failing = true;
    }
  }

  async function drain(): Promise<void> {
    for (let question = pending.shift(); question !== undefined; question = pending.shift()) await store(question);
    scheduled = false;
  }

  return (question, kind) => {
    if (!isGapKind(kind) || pending.length >= maxPending) return;
    pending.push(question);
    if (scheduled) return;
    scheduled = true;
    defer(() => void drain());
  };
}
