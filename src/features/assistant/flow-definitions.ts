// The questions of each guided flow, in order, with what each answer does to the draft. Every
// answer that becomes a lead field is checked with the server's own rules (checkLeadField), so what
// the chat accepts is what the server stores; an answer it cannot store is asked again with the
// reason, keeping the others. Names, phones and links are stored as typed.
import { checkLeadField, type LeadKind } from "../leads/index.ts";
import {
  meetingHourValues,
  nextWeekdays,
  parseDayChoice,
  parseMeetingTime,
  businessInstant,
  isStartFree,
  dayIsFull,
  timeTakenText,
} from "../meetings/index.ts";
import { fillText } from "../../lib/chat-labels.ts";
import type { CareerFields, ContactFields, FlowEnv, MeetingDraft, SubmitEffect } from "./flow-types.ts";

export type StepOutcome<D> = { ok: true; draft: D } | { ok: false; retry: string };

export interface FlowStep<D> {
  /** The lead field this step fills, so a refused field can be asked again. */
  field: string;
  prompt: (draft: D, env: FlowEnv) => string;
  accept: (text: string, draft: D, env: FlowEnv) => StepOutcome<D>;
}

export interface FlowDefinition<D> {
  steps: readonly FlowStep<D>[];
  empty: () => D;
  toEffect: (draft: D, idempotencyKey: string) => SubmitEffect;
}

const ok = <D>(draft: D): StepOutcome<D> => ({ ok: true, draft });
const retry = <D>(text: string): StepOutcome<D> => ({ ok: false, retry: text });

/**
 * A question whose answer is one lead field: accepted as the server will store it, or asked again
 * with the reason followed by the same question.
 */
function fieldStep<D extends object>(
  kind: LeadKind,
  field: keyof D & string,
  prompt: (draft: D, env: FlowEnv) => string,
  after: (draft: D, env: FlowEnv) => D = (d) => d,
): FlowStep<D> {
  return {
    field,
    prompt,
    accept: (text, draft, env) => {
      const checked = checkLeadField(kind, field, text, env.leadLabels);
      if ("error" in checked) return retry(`${checked.error}\n${prompt(draft, env)}`);
      return ok(after({ ...draft, [field]: checked.value }, env));
    },
  };
}

export const careerFlow: FlowDefinition<CareerFields> = {
  empty: () => ({ name: "", mobile: "", email: "", resumeLink: "" }),
  steps: [
    fieldStep<CareerFields>("career", "name", (_d, env) => env.labels.careerAskName),
    fieldStep<CareerFields>("career", "mobile", (d, env) => fillText(env.labels.careerAskMobile, { name: d.name })),
    fieldStep<CareerFields>("career", "email", (d, env) => fillText(env.labels.careerAskEmail, { name: d.name })),
    fieldStep<CareerFields>("career", "resumeLink", (d, env) => fillText(env.labels.careerAskResume, { name: d.name })),
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
    fieldStep<ContactFields>("chat-contact", "name", (_d, env) => env.labels.contactAskName),
    fieldStep<ContactFields>("chat-contact", "email", (d, env) => fillText(env.labels.contactAskEmail, { name: d.name })),
    fieldStep<ContactFields>("chat-contact", "phone", (d, env) => fillText(env.labels.contactAskPhone, { name: d.name })),
  ],
  toEffect: (d, idempotencyKey) => ({
    type: "submit",
    kind: "chat-contact",
    fields: { name: d.name, email: d.email, phone: d.phone },
    idempotencyKey,
  }),
};

/** Full only by the calendar: without one (or before it answered) no day is. */
function isFull(isoDate: string, env: FlowEnv): boolean {
  const availability = env.calendar?.availability();
  return availability !== undefined && dayIsFull(isoDate, availability, env.business, env.now().getTime());
}

export const meetingFlow: FlowDefinition<MeetingDraft> = {
  empty: () => ({ name: "", email: "", slots: [], date: null, time: "" }),
  steps: [
    fieldStep<MeetingDraft>("meeting", "name", (_d, env) => env.labels.meetingAskName),
    // The weekdays are fixed when the email is accepted, so the list shown is the list parsed.
    fieldStep<MeetingDraft>(
      "meeting",
      "email",
      (d, env) => fillText(env.labels.meetingAskEmail, { name: d.name }),
      (d, env) => ({ ...d, slots: nextWeekdays(env.now(), env.business.timeZone) }),
    ),
    {
      field: "meetingDate",
      prompt: (d, env) =>
        fillText(env.labels.meetingAskDate, {
          ...meetingHourValues(env.business),
          name: d.name,
          slots: d.slots
            .map((s) => `${s.index}. ${s.label}${isFull(s.isoDate, env) ? (env.calendar?.labels.meetingDayFull ?? "") : ""}`)
            .join("\n"),
        }),
      accept: (t, d, env) => {
        const slot = parseDayChoice(t, d.slots);
        if (!slot) return retry(fillText(env.labels.invalidDayChoice, meetingHourValues(env.business)));
        // A full day is refused like any answer the visitor can fix: the list stays, the flow goes on (docs/decisions/0470).
        if (env.calendar && isFull(slot.isoDate, env))
          return retry(fillText(env.calendar.labels.meetingDayFullChosen, { ...meetingHourValues(env.business), date: slot.label }));
        return ok({ ...d, date: slot });
      },
    },
    {
      field: "meetingTime",
      prompt: (d, env) =>
        fillText(env.labels.meetingAskTime, { ...meetingHourValues(env.business), name: d.name, date: d.date?.label ?? "" }),
      accept: (t, d, env) => {
        const time = parseMeetingTime(t, env.business);
        const availability = env.calendar?.availability();
        if (time.ok && env.calendar && availability && d.date) {
          const start = businessInstant(d.date.isoDate, time.hour24 * 60 + time.minute, env.business.timeZone);
          const now = env.now().getTime();
          // A day with no free time left is the server's to refuse: it sends the visitor back to the list of days.
          if (!isStartFree(start, availability, now) && !dayIsFull(d.date.isoDate, availability, env.business, now))
            return retry(timeTakenText(env.calendar.labels, env.business, availability, d.date.isoDate, time.label, now));
        }
        if (time.ok) return ok({ ...d, time: time.label });
        const message = time.problem === "range" ? env.labels.timeOutOfRange : env.labels.invalidTimeFormat;
        return retry(fillText(message, meetingHourValues(env.business)));
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
