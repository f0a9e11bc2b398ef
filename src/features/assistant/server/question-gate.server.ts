/**
 * How many questions (chat and site search) the server works on at once (issue 57, docs/assistant.md
 * "Speed"): reading a long question takes 10–60 ms of the event loop, so a flood of them would hold every other
 * visitor's request behind it. One more than the limit is answered "busy" at once, and the widget then gives
 * its own answer; nothing waits in a queue that could grow.
 */
export interface QuestionGate {
  /** True when the question may be worked on now; then `leave` must follow. */
  enter(): boolean;
  leave(): void;
}

const QUESTIONS_AT_ONCE = 3;

export function createQuestionGate(limit = QUESTIONS_AT_ONCE): QuestionGate {
  let working = 0;
  return {
    enter() {
      if (working >= limit) return false;
      working += 1;
      return true;
    },
    leave() {
      working = Math.max(0, working - 1);
    },
  };
}
