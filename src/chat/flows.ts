// The reducer of the guided flows: (state, event, env) -> { state, replies, effects }.
// Nothing here performs I/O; a finished flow yields a 'submit' effect and returns to idle, and
// the widget later feeds back 'submitted' or 'submitFailed' for the confirmation text.
import { fillText } from "./default-texts.ts";
import type { ChatTexts } from "./default-texts.ts";
import { careerFlow, contactFlow, meetingFlow } from "./flow-definitions.ts";
import type { FlowDefinition } from "./flow-definitions.ts";
import type { FlowEnv, FlowEvent, FlowKind, FlowResult, FlowState, SubmitEffect, SubmitKind } from "./flow-types.ts";
import type { BotReply } from "./knowledge-types.ts";
import { dateLabel } from "./meeting-slots.ts";
import { parseMeetingTime } from "./meeting-time.ts";

export const IDLE: FlowState = { flow: "idle" };

/** Typed alone (after trimming, any case, trailing '.'/'!' ignored), these leave a flow. */
export const CANCEL_WORDS: readonly string[] = ["cancel", "stop", "exit", "quit"];

export function isCancel(text: string): boolean {
  return CANCEL_WORDS.includes(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ""),
  );
}

export function isInFlow(state: FlowState): boolean {
  return state.flow !== "idle";
}

export function flowReducer(state: FlowState, event: FlowEvent, env: FlowEnv): FlowResult {
  switch (event.type) {
    case "start":
      return startFlow(event.flow, env);
    case "input":
      return handleInput(state, event.text, env);
    case "submitted":
      return { state, replies: [successReply(event.effect, env.texts)], effects: [] };
    case "submitFailed":
      return { state, replies: [{ text: failedText(event.effect.kind, env.texts) }], effects: [] };
  }
}

function startFlow(kind: FlowKind, env: FlowEnv): FlowResult {
  switch (kind) {
    case "career": {
      const draft = careerFlow.empty();
      return step(careerFlow.steps[0]?.prompt(draft, env), { flow: "career", step: 1, draft });
    }
    case "contact": {
      const draft = contactFlow.empty();
      return step(contactFlow.steps[0]?.prompt(draft, env), { flow: "contact", step: 1, draft });
    }
    case "meeting": {
      const draft = meetingFlow.empty();
      return step(meetingFlow.steps[0]?.prompt(draft, env), { flow: "meeting", step: 1, draft });
    }
  }
}

function handleInput(state: FlowState, text: string, env: FlowEnv): FlowResult {
  if (state.flow === "idle") return { state, replies: [], effects: [] };
  if (isCancel(text)) return step(env.texts.flowCancelled, IDLE);
  switch (state.flow) {
    case "career":
      return advance(careerFlow, state.step, state.draft, text, env, (s, draft) => ({ flow: "career", step: s, draft }));
    case "contact":
      return advance(contactFlow, state.step, state.draft, text, env, (s, draft) => ({ flow: "contact", step: s, draft }));
    case "meeting":
      return advance(meetingFlow, state.step, state.draft, text, env, (s, draft) => ({ flow: "meeting", step: s, draft }));
  }
}

/** Applies the answer to the current step: re-ask on a bad answer, ask the next, or submit. */
function advance<D>(
  def: FlowDefinition<D>,
  current: number,
  draft: D,
  text: string,
  env: FlowEnv,
  wrap: (step: number, draft: D) => FlowState,
): FlowResult {
  const here = def.steps[current - 1];
  if (!here) return step(env.texts.flowCancelled, IDLE);
  const outcome = here.accept(text, draft, env);
  if (!outcome.ok) return step(outcome.retry, wrap(current, draft));
  const next = def.steps[current];
  if (next) return step(next.prompt(outcome.draft, env), wrap(current + 1, outcome.draft));
  return { state: IDLE, replies: [], effects: [def.toEffect(outcome.draft, env.id())] };
}

function step(text: string | undefined, state: FlowState): FlowResult {
  return { state, replies: text === undefined ? [] : [{ text }], effects: [] };
}

function successReply(effect: SubmitEffect, texts: ChatTexts): BotReply {
  switch (effect.kind) {
    case "career":
      return { text: fillText(texts.careerSuccess, { ...effect.fields }) };
    case "chat-contact":
      return { text: fillText(texts.contactSuccess, { ...effect.fields }) };
    case "meeting": {
      const { name, email, meetingDate, meetingTime } = effect.fields;
      const date = dateLabel(meetingDate);
      const text = fillText(texts.meetingSuccess, { name, email, date, time: meetingTime });
      const time = parseMeetingTime(meetingTime);
      if (!time.ok) return { text };
      const meeting = {
        name,
        email,
        isoDate: meetingDate,
        dateLabel: date,
        hour24: time.hour24,
        minute: time.minute,
        timeLabel: time.label,
      };
      return { text, action: { type: "download-ics", label: texts.meetingIcsLabel, meeting } };
    }
  }
}

export function failedText(kind: SubmitKind, texts: ChatTexts): string {
  switch (kind) {
    case "career":
      return texts.careerFailed;
    case "chat-contact":
      return texts.contactFailed;
    case "meeting":
      return texts.meetingFailed;
  }
}
