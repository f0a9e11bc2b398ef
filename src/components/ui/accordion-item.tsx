import { ChevronDown } from "lucide-react";

/**
 * One question of an accordion, after the WAI-ARIA pattern: a heading holding a button that
 * controls a region. The panel is hidden by CSS only once scripts run (html.js), so visitors
 * without JavaScript read every answer.
 */
export function AccordionItem({
  id,
  question,
  answer,
  open,
  onToggle,
}: {
  id: string;
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="border-b border-line last:border-b-0">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          data-early="accordion"
          className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-fg hover:bg-slate-50 sm:px-6 dark:hover:bg-slate-800/60"
        >
          <span>{question}</span>
          <ChevronDown
            className={`accordion-chevron size-5 shrink-0 text-accent transition-transform ${open ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        data-open={open ? "" : undefined}
        className="accordion-panel px-5 pb-5 sm:px-6"
      >
        <p className="text-fg-copy">{answer}</p>
      </div>
    </div>
  );
}
