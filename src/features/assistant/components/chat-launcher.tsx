import { MessageCircle, X } from "lucide-react";
import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLabels } from "../../../components/layout/use-labels.ts";
import { loadChatData } from "./load-chat-data.ts";
import type { CloseReason } from "./use-panel-dismiss.ts";

// The panel, the chat logic and the knowledge index stay out of every page's JavaScript: they
// load when the visitor first opens the chat, or a moment earlier when a mouse points at the button or the
// keyboard reaches it. Not on a finger's touch or a tap's focus: those come with the click itself, and
// starting the load there only lengthens the tap (docs/hydration.md, "Work a tap does").
const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);

/** The floating chat button on every page, and the panel it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const { chat, chatLoading } = useLabels().layout;
  const renderedPath = useRef(pathname);
  const openedOnPath = useRef(pathname);

  function close(reason: CloseReason) {
    setOpen(false);
    // After an outside click, focus stays where the visitor clicked.
    const focusInside = region.current?.contains(document.activeElement) || document.activeElement === document.body;
    if (reason !== "outside" && (reason !== "navigation" || focusInside)) launcher.current?.focus();
  }

  useEffect(() => {
    if (renderedPath.current === pathname) return;
    renderedPath.current = pathname;
    // A navigation closes the panel, unless it had already reached the address bar when the visitor
    // opened it: React may render the click before the new route, and then renders that route later.
    if (open && openedOnPath.current !== pathname) close("navigation");
  });

  function toggle() {
    if (open) return close("button");
    void loadPanel();
    void loadChatData().catch(() => undefined);
    // The page the address bar shows, even if React has not rendered that route yet.
    openedOnPath.current = window.location.pathname;
    // A transition: the tap is answered (pressed, then painted) before the panel renders.
    startTransition(() => {
      setMounted(true);
      setOpen(true);
    });
  }

  return (
    <>
      <button
        ref={launcher}
        type="button"
        aria-label={chat}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-early="replay"
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") void loadPanel();
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) void loadPanel();
        }}
        className="no-print fixed right-4 bottom-4 z-50 hidden size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg shadow-slate-900/30 transition-colors hover:bg-brand-deep [.js_&]:inline-flex"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-7" aria-hidden="true" />}
      </button>
      <div ref={region} id={panelId} hidden={!open} className="no-print">
        {mounted && (
          <Suspense
            fallback={
              <p className="sr-only" role="status">
                {chatLoading}
              </p>
            }
          >
            <ChatPanel open={open} onClose={close} launcher={launcher} />
          </Suspense>
        )}
      </div>
    </>
  );
}
