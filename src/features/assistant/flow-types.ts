// Types of the guided flows: career, contact and meeting, each an
// explicit state machine driven by events and answering with replies and effects (data only;
// the widget performs effects and reports back, so the reducers stay pure and testable).
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import type { ChatLabels } from "../../lib/chat-labels.ts";
import type { BotReply } from "./knowledge-types.ts";
import type { MeetingAvailability, MeetingLabels, MeetingSlot } from "../meetings/index.ts";

export interface MeetingCalendar {
  availability: () => MeetingAvailability | undefined;
  labels: MeetingLabels;
}

export type FlowKind = "career" | "contact" | "meeting";

/** Lead fields as the lead endpoint receives them, one shape per kind. */
export interface CareerFields {
  name: string;
  mobile: string;
  email: string;
  resumeLink: string;
}
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
}
export interface MeetingFields {
  name: string;
  email: string;
  /** YYYY-MM-DD in the business time zone. */
  meetingDate: string;
  /** e.g. '10:00 AM', business time zone. */
  meetingTime: string;
}

interface SubmitBase {
  type: "submit";
  /** Generated once per submission so that a retried request stays one lead (see DESIGN). */
  idempotencyKey: string;
}
export type SubmitEffect =
  | (SubmitBase & { kind: "career"; fields: CareerFields })
  | (SubmitBase & { kind: "chat-contact"; fields: ContactFields })
  | (SubmitBase & { kind: "meeting"; fields: MeetingFields });
export type Effect = SubmitEffect;

export interface MeetingDraft {
  name: string;
  email: string;
  /** The five weekdays listed in the prompt, kept so the number typed maps to what was shown. */
  slots: MeetingSlot[];
  date: MeetingSlot | null;
  /** Time label once accepted, e.g. '10:00 AM'. */
  time: string;
}

// Steps are numbered as in the original bot: 1 is the first question (career: 1 name, 2 mobile,
// 3 email, 4 resume link; contact: 1 name, 2 email, 3 phone; meeting: 1 name, 2 email, 3 date,
// 4 time). Its step 0 is the 'idle' state. `fixing` marks a step asked again
// because the server refused that answer: once it is accepted, the lead is sent at once with
// every other answer as it was.
export type ActiveFlow =
  | { flow: "career"; step: number; draft: CareerFields; fixing?: boolean }
  | { flow: "contact"; step: number; draft: ContactFields; fixing?: boolean }
  | { flow: "meeting"; step: number; draft: MeetingDraft; fixing?: boolean };

/**
 * After the last answer the lead is `sending`; if the server cannot be reached it is `unsent`,
 * kept with its idempotency key until the visitor sends it again or lets it go
 * (docs/decisions/0113). `from` is the finished flow, so a refused answer can be asked again.
 */
export type FlowState =
  | { flow: "idle" }
  | ActiveFlow
  | { flow: "sending"; effect: SubmitEffect; from: ActiveFlow }
  | { flow: "unsent"; effect: SubmitEffect; from: ActiveFlow };

/** Why a lead was not stored: the server was out of reach (try again), or it refused answers (fix them). */
export type SubmitFailure =
  { type: "unavailable"; reason: "network" | "server" | "busy" } | { type: "invalid"; errors: Readonly<Record<string, string>> };

export type FlowEvent =
  | { type: "start"; flow: FlowKind }
  | { type: "input"; text: string }
  | { type: "submitted"; effect: SubmitEffect }
  | { type: "submitFailed"; effect: SubmitEffect; failure: SubmitFailure };

/** Injected so that reducers are deterministic under test. */
export interface FlowEnv {
  labels: ChatLabels;
  leadLabels: LeadLabels;
  /** Meeting days and times are in this zone, within these opening hours. */
  business: BusinessHours;
  now: () => Date;
  id: () => string;
  /**
   * The company calendar, when the server reads one: its free and busy times
   * (undefined until it answered) and the labels about them. Absent, or with no availability, the
   * meeting flow is exactly as specified: every time within the opening hours.
   */
  calendar?: MeetingCalendar;
  /** The visitor's IANA time zone, so a confirmation can also name their own time. */
  visitorTimeZone?: string;
}

export interface FlowResult {
  state: FlowState;
  replies: BotReply[];
  effects: Effect[];
}
