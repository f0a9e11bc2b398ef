import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ChatData } from "../../../content/chat-data-shape.ts";
import {
  applyServerReply,
  asksServer,
  handleEffectResult,
  instantReply,
  handleQuickAction,
  handleUserInput,
  startConversation,
} from "../chat-engine.ts";
import type { ChatContext, EngineResult } from "../chat-engine.ts";
import { afterPaint } from "../../../lib/after-paint.ts";
import { askServer, knownMeetingAvailability, refreshMeetingAvailability, submitLead, visitorTimeZone } from "./chat-api.ts";
import { clearConversation, readConversation, saveConversation, type Conversation } from "./chat-storage.ts";

/** The bot 'thinks' this long before each reply, as the original widget did (docs/decisions/0151). */
const REPLY_DELAY_MS = 800;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A random id; crypto.randomUUID exists only on https and localhost. */
function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function freshConversation(ctx: ChatContext): Conversation {
  const { state, messages } = startConversation(ctx);
  return { state, messages, showQuickActions: true };
}

/**
 * The conversation as React state: runs the engine on each visitor action, shows its replies after
 * the delay, performs its effects (lead posts, the optional AI answer) and keeps everything in
 * sessionStorage. The engine decides; this hook only sequences and stores.
 */
export function useChat(data: ChatData | undefined) {
  const [conversation, setConversation] = useState<Conversation | null>(readConversation);
  const [loading, setLoading] = useState(false);
  const latest = useRef(conversation);
  // Bumped by 'Start over': replies still on their way to an abandoned conversation are dropped.
  const generation = useRef(0);

  const ctx = useMemo<ChatContext | undefined>(
    () =>
      data && {
        items: data.index,
        labels: data.labels,
        synonyms: data.synonyms,
        leadLabels: data.leadLabels,
        contact: data.contact,
        quickActions: data.quickActions,
        business: data.business,
        now: () => new Date(),
        id: newId,
        calendar: { availability: knownMeetingAvailability, labels: data.meetingLabels },
        ...(visitorTimeZone() ? { visitorTimeZone: visitorTimeZone() } : {}),
      },
    [data],
  );

  const commit = useCallback((update: (current: Conversation) => Conversation) => {
    if (!latest.current) return;
    latest.current = update(latest.current);
    // Saved at once, not in an effect: a reply that arrives after the panel closed (and unmounted)
    // must still reach sessionStorage, or the conversation reopens without it.
    saveConversation(latest.current);
    setConversation(latest.current);
  }, []);

  useEffect(() => {
    if (ctx && !latest.current) {
      latest.current = freshConversation(ctx);
      setConversation(latest.current);
    }
  }, [ctx]);

  useEffect(() => {
    if (conversation) saveConversation(conversation);
  }, [conversation]);

  /**
   * The typing indicator shows in the frame that answers the tap; the engine runs after that frame is
   * painted, so its search does not delay the tap's answer (docs/hydration.md, "Work a tap does").
   */
  async function respond(decide: (current: Conversation, ctx: ChatContext) => EngineResult, question: string) {
    const run = generation.current;
    setLoading(true);
    await afterPaint();
    if (latest.current?.state.flow.flow === "meeting") await refreshMeetingAvailability();
    const current = latest.current;
    if (run !== generation.current || !ctx || !current) return;
    await play(decide(current, ctx), question);
  }

  async function play(result: EngineResult, question: string) {
    if (!ctx) return;
    const run = generation.current;
    const sent = result.messages.filter((message) => !message.isBot);
    let replies = result.messages.filter((message) => message.isBot);
    if (sent.length === 0 && replies.length === 0) return setLoading(false);
    commit((c) => ({ ...c, messages: [...c.messages, ...sent], showQuickActions: false }));
    setLoading(true);
    try {
      // The server is asked while the delay runs (typing indicator on), so its answer costs no extra
      // wait; it answers a question from the passages, or with the AI when the site's answer is weak, and
      // the widget's own answer stands when it does not answer in time (docs/assistant.md, "Where it runs").
      const server = asksServer(result) ? askServer(question) : Promise.resolve(null);
      const [, answer] = await Promise.all([delay(REPLY_DELAY_MS), server]);
      if (run !== generation.current) return;
      let state = result.state;
      const shown = answer ? applyServerReply(result, answer, ctx) : asksServer(result) ? instantReply(result, ctx) : undefined;
      if (shown) {
        replies = shown.messages;
        state = shown.state;
      }
      commit((c) => ({ ...c, messages: [...c.messages, ...replies], state }));
      for (const effect of result.effects) {
        const outcome = await submitLead(effect);
        if (run !== generation.current || !latest.current) return;
        const after = handleEffectResult(latest.current.state, effect, outcome, ctx);
        commit((c) => ({ ...c, messages: [...c.messages, ...after.messages], state: after.state }));
      }
    } finally {
      if (run === generation.current) setLoading(false);
    }
  }

  function send(text: string): boolean {
    const current = latest.current;
    if (!ctx || !current || loading || text.trim() === "") return false;
    void respond((now, context) => handleUserInput(now.state, text, context), text.trim());
    return true;
  }

  function quickAction(id: string) {
    const current = latest.current;
    const action = ctx?.quickActions.find((candidate) => candidate.id === id);
    if (!ctx || !current || loading || !action) return;
    void respond((now, context) => handleQuickAction(now.state, id, context), action.question);
  }

  function setShowQuickActions(show: boolean) {
    commit((c) => ({ ...c, showQuickActions: show }));
  }

  function startOver() {
    if (!ctx) return;
    generation.current += 1;
    setLoading(false);
    clearConversation();
    latest.current = freshConversation(ctx);
    setConversation(latest.current);
  }

  return { conversation, ready: Boolean(ctx && conversation), loading, send, quickAction, setShowQuickActions, startOver };
}
