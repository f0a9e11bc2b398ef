import { Bot, X } from "lucide-react";
import { useLabels } from "../../../components/layout/use-labels.ts";
import type { CloseReason } from "./use-panel-dismiss.ts";
import type { useChat } from "./use-chat.ts";

interface ChatPanelHeaderProps {
  /** The id of the title, which names the dialog. */
  titleId: string;
  chat: Pick<ReturnType<typeof useChat>, "ready" | "startOver">;
  onClose: (reason: CloseReason) => void;
}

/** The panel's title bar: the assistant's name, 'Start over' and the close button. */
export function ChatPanelHeader({ titleId, chat, onClose }: ChatPanelHeaderProps) {
  const text = useLabels().chat;
  return (
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
  );
}
