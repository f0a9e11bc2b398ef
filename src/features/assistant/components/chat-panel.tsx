import { useEffect, useId, useRef } from "react";
import type { MeetingInvite } from "../knowledge-types.ts";
import type { CloseReason } from "./use-panel-dismiss.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatLog } from "./chat-log.tsx";
import { ChatPanelHeader } from "./chat-panel-header.tsx";
import { ChatStatus } from "./chat-status.tsx";
import { downloadMeetingIcs } from "./download-ics.ts";
import { QuickActions } from "./quick-actions.tsx";
import { useChat } from "./use-chat.ts";
import { useChatData } from "./use-chat-data.ts";
import { usePanelDismiss } from "./use-panel-dismiss.ts";

interface ChatPanelProps {
  open: boolean;
  onClose: (reason: CloseReason) => void;
  launcher: React.RefObject<HTMLButtonElement | null>;
}

/** The chat panel (loaded on first open): a non-modal dialog beside the launcher. */
export default function ChatPanel({ open, onClose, launcher }: ChatPanelProps) {
  const { data, failed, retry } = useChatData();
  const chat = useChat(data);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  usePanelDismiss(open, onClose, launcher, panel);

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

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed right-4 bottom-[5.5rem] z-50 flex h-[min(500px,calc(100dvh-7.5rem))] w-[calc(100vw-2rem)] max-w-[360px] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg-default shadow-2xl shadow-slate-900/30"
    >
      <ChatPanelHeader titleId={titleId} chat={chat} onClose={onClose} />
      <ChatLog
        messages={chat.conversation?.messages ?? []}
        loading={chat.loading}
        status={<ChatStatus failed={failed} ready={chat.ready} onRetry={retry} />}
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
      <ChatComposer chat={chat} input={input} />
    </section>
  );
}
