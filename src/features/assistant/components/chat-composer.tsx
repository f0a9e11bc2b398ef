import { Send } from "lucide-react";
import { useId, useState } from "react";
import { useLabels } from "../../../components/layout/use-labels.ts";
import type { useChat } from "./use-chat.ts";

interface ChatComposerProps {
  chat: Pick<ReturnType<typeof useChat>, "ready" | "loading" | "send">;
  /** The panel focuses the field when it opens and after a quick action. */
  input: React.RefObject<HTMLInputElement | null>;
}

/** The visitor's message field and send button; the draft is cleared once the chat accepts it. */
export function ChatComposer({ chat, input }: ChatComposerProps) {
  const text = useLabels().chat;
  const [draft, setDraft] = useState("");
  const inputId = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (chat.send(draft)) setDraft("");
  }

  return (
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
  );
}
