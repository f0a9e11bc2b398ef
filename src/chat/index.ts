// Public API of the chatbot logic. Framework-free: runs in Node (tests, build) and the browser.
export type { BotReply, ChatAction, ChatMessage, KnowledgeItem, MeetingInvite, QuickAction, RelatedPage } from "./knowledge-types.ts";
export { rankKnowledge, scoreItem, searchKnowledge } from "./knowledge-search.ts";
export type { MatchStrength, SearchHit, SearchResult } from "./knowledge-search.ts";
export { findAnswer } from "./find-answer.ts";
export { askedTopics, shortAnswer } from "./answer-lead.ts";
export { significantWords, words } from "./text-words.ts";
export { BUSINESS_TIME_ZONE, INVALID_DAY_CHOICE, dateLabel, nextWeekdays, parseDayChoice } from "./meeting-slots.ts";
export type { DayChoice, MeetingSlot } from "./meeting-slots.ts";
export { INVALID_TIME_FORMAT, TIME_OUT_OF_RANGE, formatTimeLabel, parseMeetingTime } from "./meeting-time.ts";
export type { MeetingTime } from "./meeting-time.ts";
export { DEFAULT_QUICK_ACTIONS, DEFAULT_TEXTS, REPLY_ERROR_TEXT, fillText } from "./default-texts.ts";
export type { ChatTexts } from "./default-texts.ts";
export type {
  CareerFields,
  ContactFields,
  Effect,
  FlowEnv,
  FlowEvent,
  FlowKind,
  FlowResult,
  FlowState,
  MeetingFields,
  SubmitEffect,
  SubmitFailure,
  SubmitKind,
} from "./flow-types.ts";
export { CANCEL_WORDS, IDLE, flowReducer, isCancel } from "./flows.ts";
export { OFFER_PHRASES, isNo, isYes, offeredFlow } from "./offers.ts";
export { chooseReply } from "./reply.ts";
export type { ChosenReply, ReplyContext, ReplyKind } from "./reply.ts";
export {
  FLOW_QUICK_ACTIONS,
  applyAiAnswer,
  wantsAiAnswer,
  createChatState,
  handleEffectResult,
  handleQuickAction,
  handleUserInput,
  startConversation,
} from "./chat-engine.ts";
export type { ChatContext, ChatState, EngineResult, SubmitOutcome } from "./chat-engine.ts";
export { buildMeetingIcs, meetingStartUtc } from "./meeting-ics.ts";
export type { MeetingIcsInput } from "./meeting-ics.ts";
