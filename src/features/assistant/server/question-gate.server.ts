import type { Request, RequestHandler, Response } from "express";

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

/**
 * Refuses a chat question at once when the gate is full: in front of React Router, so a refused question costs
 * next to nothing. The gate is held until the answer is sent.
 */
export function gateQuestions(
  gate: QuestionGate,
  isQuestion: (request: Request, response: Response) => boolean,
  refuseBusy: (request: Request, response: Response) => void,
): RequestHandler {
  return (request, response, next) => {
    if (!isQuestion(request, response)) return next();
    if (!gate.enter()) return refuseBusy(request, response);
    let left = false;
    const leave = () => {
      if (!left) gate.leave();
      left = true;
    };
    response.once("finish", leave);
    response.once("close", leave);
    next();
  };
}
