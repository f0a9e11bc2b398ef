import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ChatAction, ChatMessage, MeetingInvite } from "../knowledge-types.ts";
import { useLabels } from "../../../components/layout/use-labels.ts";

const ACTION_CLASS =
  "inline-flex min-h-9 items-center gap-2 rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-deep";
/** Longer answers (a service's whole description) show their opening lines until 'Show more'. */
const LONG_ANSWER_CHARS = 320;
const LINK_CLASS = "inline-flex min-h-6 items-center font-medium text-accent underline underline-offset-2 hover:text-accent-hover";

/** What a message's links and buttons do: follow a link (the panel closes), download a meeting invite. */
interface ActionHandlers {
  onNavigate: () => void;
  onDownload: (meeting: MeetingInvite) => void;
}

interface ChatLogProps extends ActionHandlers {
  messages: ChatMessage[];
  loading: boolean;
  /** Shown instead of messages while the knowledge index loads or after it failed. */
  status?: React.ReactNode;
}

/** The conversation: a polite live region, so each new message and the typing indicator are read out. */
export function ChatLog({ messages, loading, status, onNavigate, onDownload }: ChatLogProps) {
  const text = useLabels().chat;
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, loading]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div ref={log} role="log" aria-label={text.conversation} tabIndex={0} className="flex-1 space-y-3 overflow-y-auto px-4 py-3">
      {messages.map((message) => (
        <Message key={message.id} message={message} onNavigate={onNavigate} onDownload={onDownload} />
      ))}
      {status}
      {loading && (
        <div className="flex items-center gap-2 text-sm text-fg-muted">
          <span className="inline-flex gap-1 rounded-2xl bg-surface-muted px-3 py-3" aria-hidden="true">
            {/* Staggered by classes, not style attributes: the CSP allows no inline styles. */}
            {["", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
              <span key={delay} className={`size-2 rounded-full bg-fg-faint motion-safe:animate-bounce ${delay}`} />
            ))}
          </span>
          <span>{text.typing}</span>
        </div>
      )}
    </div>
  );
}

function Message({ message, onNavigate, onDownload }: { message: ChatMessage } & ActionHandlers) {
  const { isBot, text, more, relatedPages, action } = message;
  // A short answer keeps the rest of its item under 'Show more'; any other long text is clamped.
  const long = isBot && !more && text.length > LONG_ANSWER_CHARS;
  const expandable = long || Boolean(more);
  const [expanded, setExpanded] = useState(false);
  const labels = useLabels().chat;
  return (
    <div className={isBot ? "mr-6" : "ml-10 flex flex-col items-end"}>
      <p
        className={`rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line ${
          isBot ? "rounded-tl-sm bg-surface-muted text-fg-default" : "rounded-tr-sm bg-brand text-white"
        }`}
      >
        <span className="sr-only">{`${isBot ? labels.assistant : labels.visitor} `}</span>
        {/* Clamped inside the padding, so no cut line shows below the sixth. */}
        <span className={long && !expanded ? "line-clamp-6" : undefined}>{text}</span>
        {more && expanded && <span className="mt-2 block">{more}</span>}
      </p>
      {expandable && (
        // A clamp is visual only (screen readers get the whole text); 'more' is read once shown.
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-6 rounded-md px-1 text-xs font-semibold text-accent hover:underline"
        >
          {expanded ? labels.showLess : labels.showMore}
        </button>
      )}
      {relatedPages && relatedPages.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="text-xs font-semibold text-fg-muted">{labels.related}</p>
          <ul className="mt-1 space-y-1">
            {relatedPages.map((page) => (
              <li key={page.url}>
                <Link to={page.url} onClick={onNavigate} className={LINK_CLASS}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {action && <Action action={action} onNavigate={onNavigate} onDownload={onDownload} />}
    </div>
  );
}

function Action({ action, onNavigate, onDownload }: { action: ChatAction } & ActionHandlers) {
  if (action.type === "link") {
    return (
      <Link to={action.url} onClick={onNavigate} className={`mt-2 ${ACTION_CLASS}`}>
        {action.label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => onDownload(action.meeting)} className={`mt-2 ${ACTION_CLASS}`}>
      <Download className="size-4" aria-hidden="true" />
      {action.label}
    </button>
  );
}
