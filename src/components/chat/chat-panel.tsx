import { Bot, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ChatData } from "../../content/chat-data-shape.ts";
import type { MeetingInvite } from "../../chat/knowledge-types.ts";
import { loadChatData } from "./load-chat-data.ts";
import type { CloseReason } from "./chat-launcher.tsx";
import { ChatLog } from "./chat-log.tsx";
import { downloadMeetingIcs } from "./download-ics.ts";
import { QuickActions } from "./quick-actions.tsx";
import { useChat } from "./use-chat.ts";
import { useLabels } from "../layout/use-labels.ts";

interface ChatPanelProps {
  open: boolean;
  onClose: (reason: CloseReason) => void;
  launcher: React.RefObject<HTMLButtonElement | null>;
}

/** The chat panel (loaded on first open): a non-modal dialog beside the launcher. */
export default function ChatPanel({ open, onClose, launcher }: ChatPanelProps) {
  const text = useLabels().chat;
  const [data, setData] = useState<ChatData>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState("");
  const chat = useChat(data);
  const titleId = useId();
  const inputId = useId();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadChatData().then(
      (loaded) => current && setData(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      // Escape elsewhere on the page belongs to whatever has the focus there (menus, say).
      if (active && active !== document.body && active !== launcher.current && !panel.current?.contains(active)) return;
      event.preventDefault();
      onClose("escape");
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || launcher.current?.contains(target)) return;
      onClose("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onClose, launcher]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (chat.send(draft)) setDraft("");
  }

  function pick(id: string) {
    chat.quickAction(id);
    input.current?.focus();
  }

  function download(meeting: MeetingInvite) {
    if (!data) return;
    downloadMeetingIcs(meeting, data).catch((error: unknown) => {
      console.error("Could not build the calendar file:", error);
    });
  }

  const status = failed ? (
    <div className="text-sm text-fg-body">
      <p>{text.failed}</p>
      <button
        type="button"
        onClick={() => setAttempt((n) => n + 1)}
        className="mt-2 min-h-8 rounded-md px-2 font-semibold text-accent underline"
      >
        {text.retry}
      </button>
    </div>
  ) : !chat.ready ? (
    <p className="text-sm text-fg-muted">{text.loading}</p>
  ) : undefined;

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed right-4 bottom-[5.5rem] z-50 flex h-[min(500px,calc(100dvh-7.5rem))] w-[calc(100vw-2rem)] max-w-[360px] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg-default shadow-2xl shadow-slate-900/30"
    >
      <header className="flex items-center gap-2 border-b border-line bg-canvas-muted px-3 py-2">
        <Bot className="size-5 text-accent" aria-hidden="true" />
        <h2 id={titleId} className="flex-1 heading-label">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={chat.startOver}
          disabled={!chat.ready}
          className="min-h-8 rounded-md px-2 text-xs font-semibold text-accent hover:bg-control-hover disabled:opacity-60"
        >
          {text.startOver}
        </button>
        <button
          type="button"
          onClick={() => onClose("button")}
          className="inline-flex size-8 items-center justify-center rounded-md text-fg-body hover:bg-control-hover"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{text.close}</span>
        </button>
      </header>
      <ChatLog
        messages={chat.conversation?.messages ?? []}
        loading={chat.loading}
        status={status}
        onNavigate={() => onClose("navigation")}
        onDownload={download}
      />
      {data && chat.conversation && (
        <QuickActions
          actions={data.quickActions}
          shown={chat.conversation.showQuickActions}
          disabled={chat.loading}
          onPick={pick}
          onShow={chat.setShowQuickActions}
        />
      )}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          {text.input}
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={500}
          autoComplete="off"
          placeholder={text.placeholder}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-3 text-sm text-fg-default placeholder:text-fg-faint dark:bg-slate-800"
        />
        <button
          type="submit"
          disabled={!chat.ready || chat.loading}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-white hover:bg-brand-deep disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden="true" />
          <span className="sr-only">{text.send}</span>
        </button>
      </form>
    </section>
  );
}
