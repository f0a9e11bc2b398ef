// The chat engine: one entry point per thing that can happen (visitor text, quick action,
// result of an effect), each returning the new state, the messages to append and the effects
// to perform. Ids and timestamps come from the injected ctx, so a conversation replays exactly.
import type { BusinessHours, QuickAction } from "../../content/chat-data-shape.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import type { Effect, FlowEnv, MeetingCalendar, FlowKind, FlowResult, FlowState, SubmitEffect, SubmitFailure } from "./flow-types.ts";
import { IDLE, flowReducer, isInFlow } from "./flows.ts";
import type { BotReply, ChatMessage } from "./knowledge-types.ts";
import { isNo, isYes, offeredFlow } from "./offers.ts";
import { aiFollowUpReply, chooseReply, isAnswer } from "./reply.ts";
import { resultsReply } from "./results-reply.ts";
import type { ReplyContext, ReplyKind, ServerReply } from "./reply.ts";

export interface ChatState {
  flow: FlowState;
  /** Text of the last bot message: a 'yes' is an answer to the offer it contains. */
  lastBotText: string | null;
}

export interface ChatContext extends ReplyContext {
  /** The form field messages of content/site.yaml: a flow's answers are checked with the server's rules and labels. */
  leadLabels: LeadLabels;
  now: () => Date;
  id: () => string;
  quickActions: readonly QuickAction[];
  business: BusinessHours;
  /** The calendar and the visitor's zone, when known (FlowEnv says how they are used). */
  calendar?: MeetingCalendar;
  visitorTimeZone?: string;
}

export interface EngineResult {
  state: ChatState;
  messages: ChatMessage[];
  effects: Effect[];
  /**
   * Set when the answer came from reply selection (free text outside a flow). 'no-match' is
   * the widget's cue to try the optional AI answer before settling for the local text.
   */
  replyKind?: ReplyKind;
}

type RouteResult = FlowResult & { replyKind?: ReplyKind };

/** Quick action ids that start a guided flow; any other id asks its question as text. */
const FLOW_QUICK_ACTIONS: Readonly<Record<string, FlowKind>> = {
  career: "career",
  contact: "contact",
  meeting: "meeting",
};

export function createChatState(): ChatState {
  return { flow: IDLE, lastBotText: null };
}

/** The bot's opening message, for the widget to show when the panel first opens. */
export function startConversation(ctx: ChatContext): EngineResult {
  return finish(createChatState(), [], { state: IDLE, replies: [{ text: ctx.labels.welcome }], effects: [] }, ctx);
}

export function handleUserInput(state: ChatState, raw: string, ctx: ChatContext): EngineResult {
  const text = raw.trim();
  if (text.length === 0) return { state, messages: [], effects: [] };
  const user = message(text, false, ctx);
  return finish(
    state,
    [user],
    guard(state, ctx, () => route(state, text, ctx)),
    ctx,
  );
}

export function handleQuickAction(state: ChatState, id: string, ctx: ChatContext): EngineResult {
  const action = ctx.quickActions.find((a) => a.id === id);
  if (!action) return { state, messages: [], effects: [] };
  const flow = FLOW_QUICK_ACTIONS[action.id];
  // A lead waiting to be sent again is never dropped by a click elsewhere: it is offered again first.
  if (state.flow.flow === "unsent" || state.flow.flow === "sending") {
    const waiting = { state: state.flow, replies: [{ text: ctx.labels.resendWaiting }], effects: [] };
    return finish(state, [message(action.question, false, ctx)], waiting, ctx);
  }
  // A quick action is an explicit change of topic: it leaves any flow in progress (nothing was
  // sent yet) instead of letting its question become, say, the visitor's name.
  if (!flow) return handleUserInput({ ...state, flow: IDLE }, action.question, ctx);
  const user = message(action.question, false, ctx);
  return finish(
    state,
    [user],
    guard(state, ctx, () => flowReducer(IDLE, { type: "start", flow }, env(ctx))),
    ctx,
  );
}

/** What became of a lead the widget posted: stored, or why not. */
export type SubmitOutcome = { ok: true } | { ok: false; failure: SubmitFailure };

export function handleEffectResult(state: ChatState, effect: SubmitEffect, outcome: SubmitOutcome, ctx: ChatContext): EngineResult {
  const event = outcome.ok
    ? ({ type: "submitted", effect } as const)
    : ({ type: "submitFailed", effect, failure: outcome.failure } as const);
  return finish(
    state,
    [],
    guard(state, ctx, () => flowReducer(state.flow, event, env(ctx))),
    ctx,
  );
}

function route(state: ChatState, text: string, ctx: ChatContext): RouteResult {
  if (isInFlow(state.flow)) return flowReducer(state.flow, { type: "input", text }, env(ctx));
  const offer = state.lastBotText === null ? null : offeredFlow(state.lastBotText);
  if (offer && isYes(text)) return flowReducer(IDLE, { type: "start", flow: offer }, env(ctx));
  if (offer && isNo(text)) return { state: IDLE, replies: [{ text: ctx.labels.declined }], effects: [] };
  const reply = chooseReply(text, ctx);
  return { state: state.flow, replies: [reply], effects: [], replyKind: reply.kind };
}

/** The replies of the site's search, which the server may answer better (docs/assistant.md, "Where it runs"); not small talk or a flow's step. */
const SEARCH_KINDS = new Set<ReplyKind>(["answer", "weak-answer", "results", "honest", "no-match"]);

/** Whether the widget should ask the server: the reply came from the search, which the server runs with the passages. */
export function asksServer(result: EngineResult): boolean {
  return result.replyKind !== undefined && SEARCH_KINDS.has(result.replyKind);
}

/**
 * The server's answer in place of the local reply of `result`. The site's answer replaces it as it is; the
 * AI's answer comes with the page it used, then the contact offers, whose meeting question a 'yes' accepts.
 */
export function applyServerReply(
  result: EngineResult,
  reply: ServerReply,
  ctx: ChatContext,
): { state: ChatState; messages: ChatMessage[] } {
  const earlier = result.messages.filter((m) => m.isBot).slice(0, -1);
  if (reply.source === "site") {
    return { state: { ...result.state, lastBotText: reply.text }, messages: [...earlier, message(reply.text, true, ctx, reply)] };
  }
  const offers = aiFollowUpReply(ctx);
  const messages = [
    ...earlier,
    message(reply.text, true, ctx, { text: reply.text, relatedPages: reply.relatedPages }),
    message(offers.text, true, ctx, offers),
  ];
  return { state: { ...result.state, lastBotText: offers.text }, messages };
}

/**
 * The widget's own answer when the server did not answer in time (docs/assistant.md, "How a question is answered"). The widget
 * has neither the passages nor the sentence model, so it cannot tell a sure answer from one the server would
 * only offer as a result: what it found is quoted as the closest the site says, never asserted.
 */
export function instantReply(result: EngineResult, ctx: ChatContext): { state: ChatState; messages: ChatMessage[] } {
  const bots = result.messages.filter((m) => m.isBot);
  const last = bots.at(-1);
  const page = last?.relatedPages?.[0];
  const answered = isAnswer(result.replyKind);
  if (!answered || !last || !page) return { state: result.state, messages: bots };
  const shown = resultsReply([{ text: last.text, title: page.title, url: page.url }], ctx.labels, ctx.contact);
  const reply = { ...shown, relatedPages: last.relatedPages ?? [] };
  return { state: { ...result.state, lastBotText: shown.text }, messages: [...bots.slice(0, -1), message(shown.text, true, ctx, reply)] };
}

/** Any exception becomes the error reply (docs/decisions/0151); the flow state is kept as it was. */
function guard(state: ChatState, ctx: ChatContext, run: () => RouteResult): RouteResult {
  try {
    return run();
  } catch {
    return { state: state.flow, replies: [{ text: ctx.labels.replyError }], effects: [], replyKind: "error" };
  }
}

function finish(state: ChatState, before: ChatMessage[], result: RouteResult, ctx: ChatContext): EngineResult {
  const bot = result.replies.map((r) => message(r.text, true, ctx, r));
  const last = bot[bot.length - 1];
  const out: EngineResult = {
    state: { flow: result.state, lastBotText: last ? last.text : state.lastBotText },
    messages: [...before, ...bot],
    effects: result.effects,
  };
  if (result.replyKind) out.replyKind = result.replyKind;
  return out;
}

function message(text: string, isBot: boolean, ctx: ChatContext, extra?: BotReply): ChatMessage {
  const msg: ChatMessage = { id: ctx.id(), text, isBot, timestamp: ctx.now().toISOString() };
  if (extra?.more) msg.more = extra.more;
  if (extra?.relatedPages && extra.relatedPages.length > 0) msg.relatedPages = extra.relatedPages;
  if (extra?.action) msg.action = extra.action;
  return msg;
}

function env(ctx: ChatContext): FlowEnv {
  return {
    labels: ctx.labels,
    leadLabels: ctx.leadLabels,
    business: ctx.business,
    now: ctx.now,
    id: ctx.id,
    ...(ctx.calendar ? { calendar: ctx.calendar } : {}),
    ...(ctx.visitorTimeZone ? { visitorTimeZone: ctx.visitorTimeZone } : {}),
  };
}
