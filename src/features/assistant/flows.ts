// The reducer of the guided flows: (state, event, env) -> { state, replies, effects }.
// Nothing here performs I/O; a finished flow yields a 'submit' effect and waits in 'sending'; the
// widget feeds back 'submitted' (confirmation, back to idle) or 'submitFailed': out of reach, the
// lead waits in 'unsent' to be sent again with the same key; refused, the refused answer is asked
// again.
import { meetingHourValues, dateLabel, type MeetingSlot, parseMeetingTime, businessInstant, visitorTimeText } from "../meetings/index.ts";
import { fillText } from "../../lib/chat-labels.ts";
import { careerFlow, contactFlow, meetingFlow } from "./flow-definitions.ts";
import type { FlowDefinition } from "./flow-definitions.ts";
import type { ActiveFlow, FlowEnv, FlowEvent, FlowKind, FlowResult, FlowState, SubmitEffect, SubmitFailure } from "./flow-types.ts";
import type { BotReply } from "./knowledge-types.ts";
import { isNo, isYes } from "./offers.ts";

export const IDLE: FlowState = { flow: "idle" };

/** Typed alone (after trimming, any case, trailing '.'/'!' ignored), these leave a flow. */
const CANCEL_WORDS: readonly string[] = ["cancel", "stop", "exit", "quit"];

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
      return { state: IDLE, replies: [successReply(event.effect, env)], effects: [] };
    case "submitFailed":
      return submitFailed(state, event.effect, event.failure, env);
  }
}

/** Words that ask to send a kept lead again, besides a plain yes. */
const RESEND_WORDS = ["send", "send again", "send it", "send them", "resend", "retry", "try again", "again"];

function wantsResend(text: string): boolean {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "");
  return isYes(text) || RESEND_WORDS.includes(words);
}

function submitFailed(state: FlowState, effect: SubmitEffect, failure: SubmitFailure, env: FlowEnv): FlowResult {
  const from = state.flow === "sending" || state.flow === "unsent" ? state.from : undefined;
  if (failure.type === "invalid" && from) {
    const refused = askAgain(from, failure.errors, env);
    if (refused) return refused;
  }
  const reason = failure.type === "unavailable" ? failure.reason : "server";
  const text = fillText(env.labels.submitNotSent, { reason: notSentReason(reason, env) });
  // Without the finished flow (an older saved conversation) the lead is still kept and offered again.
  return step(text, { flow: "unsent", effect, from: from ?? fromEffect(effect) });
}

function notSentReason(reason: "network" | "server" | "busy", env: FlowEnv): string {
  switch (reason) {
    case "network":
      return env.labels.notSentNetwork;
    case "busy":
      return env.labels.notSentBusy;
    case "server":
      return env.labels.notSentServer;
  }
}

/** Goes back to the first refused answer's question, with the server's reason; every other answer stays. */
function askAgain(from: ActiveFlow, errors: Readonly<Record<string, string>>, env: FlowEnv): FlowResult | undefined {
  const steps = definitionOf(from).steps as readonly { field: string; prompt: (draft: never, env: FlowEnv) => string }[];
  const index = steps.findIndex((candidate) => Object.hasOwn(errors, candidate.field));
  const here = steps[index];
  if (!here) return undefined;
  const state = { ...from, step: index + 1, fixing: true } as ActiveFlow;
  return step(`${errors[here.field] ?? ""}\n${here.prompt(from.draft as never, env)}`, state);
}

function definitionOf(flow: ActiveFlow): FlowDefinition<never> {
  const definitions = { career: careerFlow, contact: contactFlow, meeting: meetingFlow };
  return definitions[flow.flow] as unknown as FlowDefinition<never>;
}

/** The finished flow of a lead, rebuilt from its fields (meeting slots are not needed to send again). */
function fromEffect(effect: SubmitEffect): ActiveFlow {
  switch (effect.kind) {
    case "career":
      return { flow: "career", step: careerFlow.steps.length, draft: { ...effect.fields } };
    case "chat-contact":
      return { flow: "contact", step: contactFlow.steps.length, draft: { ...effect.fields } };
    case "meeting": {
      const { name, email, meetingDate, meetingTime } = effect.fields;
      const date: MeetingSlot = { index: 1, isoDate: meetingDate, label: dateLabel(meetingDate) };
      return { flow: "meeting", step: meetingFlow.steps.length, draft: { name, email, slots: [], date, time: meetingTime } };
    }
  }
}

/** A kept lead: yes sends it again with the same key, no lets it go, anything else asks once more. */
function handleUnsent(state: Extract<FlowState, { flow: "unsent" | "sending" }>, text: string, env: FlowEnv): FlowResult {
  if (wantsResend(text))
    return { state: { flow: "sending", effect: state.effect, from: state.from }, replies: [], effects: [state.effect] };
  if (isNo(text) || isCancel(text)) return step(env.labels.resendDeclined, IDLE);
  return step(env.labels.resendWaiting, { flow: "unsent", effect: state.effect, from: state.from });
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
  // 'sending' is seen here only when the page was left mid-send: the lead may not have arrived.
  if (state.flow === "unsent" || state.flow === "sending") return handleUnsent(state, text, env);
  if (isCancel(text)) return step(env.labels.flowCancelled, IDLE);
  switch (state.flow) {
    case "career":
      return advance(careerFlow, state, text, env, (s, draft) => ({ flow: "career", step: s, draft }));
    case "contact":
      return advance(contactFlow, state, text, env, (s, draft) => ({ flow: "contact", step: s, draft }));
    case "meeting":
      return advance(meetingFlow, state, text, env, (s, draft) => ({ flow: "meeting", step: s, draft }));
  }
}

/**
 * Applies the answer to the current step: re-ask on a bad answer, ask the next, or submit. A step
 * being fixed after a refusal submits at once: the later answers are already in the draft.
 */
function advance<D>(
  def: FlowDefinition<D>,
  current: { step: number; draft: D; fixing?: boolean },
  text: string,
  env: FlowEnv,
  wrap: (step: number, draft: D) => ActiveFlow,
): FlowResult {
  const here = def.steps[current.step - 1];
  if (!here) return step(env.labels.flowCancelled, IDLE);
  const outcome = here.accept(text, current.draft, env);
  if (!outcome.ok) return step(outcome.retry, { ...wrap(current.step, current.draft), ...(current.fixing ? { fixing: true } : {}) });
  const next = current.fixing ? undefined : def.steps[current.step];
  if (next) return step(next.prompt(outcome.draft, env), wrap(current.step + 1, outcome.draft));
  const effect = def.toEffect(outcome.draft, env.id());
  return { state: { flow: "sending", effect, from: wrap(def.steps.length, outcome.draft) }, replies: [], effects: [effect] };
}

function step(text: string | undefined, state: FlowState): FlowResult {
  return { state, replies: text === undefined ? [] : [{ text }], effects: [] };
}

function successReply(effect: SubmitEffect, { labels, business, visitorTimeZone, calendar }: FlowEnv): BotReply {
  switch (effect.kind) {
    case "career":
      return { text: fillText(labels.careerSuccess, { ...effect.fields }) };
    case "chat-contact":
      return { text: fillText(labels.contactSuccess, { ...effect.fields }) };
    case "meeting": {
      const { name, email, meetingDate, meetingTime } = effect.fields;
      const date = dateLabel(meetingDate);
      const confirmed = fillText(labels.meetingSuccess, { ...meetingHourValues(business), name, email, date, time: meetingTime });
      const time = parseMeetingTime(meetingTime, business);
      if (!time.ok) return { text: confirmed };
      const start = businessInstant(meetingDate, time.hour24 * 60 + time.minute, business.timeZone);
      // The visitor's own time is said only with a meeting calendar: without one the confirmation is as it always was (docs/decisions/0470).
      const theirs = calendar && visitorTimeText(calendar.labels, business, start, visitorTimeZone);
      const text = theirs ? `${confirmed}\n${theirs}` : confirmed;
      const minutes = calendar?.availability()?.minutes;
      const meeting = {
        name,
        email,
        isoDate: meetingDate,
        dateLabel: date,
        hour24: time.hour24,
        minute: time.minute,
        timeLabel: time.label,
        // The calendar's meeting length (site.yaml meetings.minutes), so the file matches the invitation.
        ...(minutes ? { durationMinutes: minutes } : {}),
      };
      return { text, action: { type: "download-ics", label: labels.meetingIcsLabel, meeting } };
    }
  }
}
