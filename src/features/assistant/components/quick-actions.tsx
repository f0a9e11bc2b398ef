import { useEffect, useId, useRef } from "react";
import type { QuickAction } from "../../../content/chat-data-shape.ts";
import { useLabels } from "../../../components/layout/use-labels.ts";

interface QuickActionsProps {
  actions: readonly QuickAction[];
  shown: boolean;
  disabled: boolean;
  onPick: (id: string) => void;
  onShow: (shown: boolean) => void;
}

const SMALL_BUTTON = "min-h-6 rounded-md px-2 py-1 text-xs font-semibold text-accent hover:bg-surface-muted";

/** The quick actions panel: shown at first, hidden after a message or by its own control, back via 'Show Quick Actions'. */
export function QuickActions({ actions, shown, disabled, onPick, onShow }: QuickActionsProps) {
  const text = useLabels().chat;
  const headingId = useId();
  const toggled = useRef(false);
  const hide = useRef<HTMLButtonElement>(null);
  const show = useRef<HTMLButtonElement>(null);

  // The control that was clicked disappears; its counterpart takes the focus instead of the page.
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (shown ? hide : show).current?.focus();
  }, [shown]);

  function toggle(next: boolean) {
    toggled.current = true;
    onShow(next);
  }

  if (!shown) {
    return (
      <div className="border-t border-line px-3 py-1.5">
        <button ref={show} type="button" className={SMALL_BUTTON} onClick={() => toggle(true)}>
          {text.showQuickActions}
        </button>
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={headingId} className="border-t border-line px-3 py-2">
      <div className="flex items-center justify-between">
        <h3 id={headingId} className="heading-label-sm text-fg-muted">
          {text.quickActions}
        </h3>
        <button ref={hide} type="button" className={SMALL_BUTTON} onClick={() => toggle(false)}>
          {text.hideQuickActions}
        </button>
      </div>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {actions.map((action) => (
          <li key={action.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(action.id)}
              className="min-h-8 rounded-full border border-accent/40 px-3 py-1 text-xs font-medium text-on-accent-soft hover:bg-sky-50 disabled:opacity-60 dark:hover:bg-slate-800"
            >
              {action.question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
