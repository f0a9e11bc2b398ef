import { useLabels } from "../layout/use-labels.ts";
import { CheckCircle2, XCircle } from "lucide-react";

export interface ToastMessage {
  tone: "success" | "error";
  title: string;
  description: string;
}

/**
 * The result of a submission, announced by screen readers (status for success, alert for failure).
 * The live region stays mounted so the announcement is never missed.
 */
export function Toast({ message, onClose }: { message?: ToastMessage; onClose: () => void }) {
  const { dismiss } = useLabels().forms;
  const error = message?.tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      aria-live={error ? "assertive" : "polite"}
      className="no-print fixed right-4 bottom-24 z-50 w-[min(24rem,calc(100vw-2rem))]"
    >
      {message && (
        <div
          className={`flex gap-3 rounded-xl border p-4 shadow-2xl ${
            error
              ? "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
              : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
          }`}
        >
          {error ? (
            <XCircle className="size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          )}
          <div className="flex-1">
            <p className="font-semibold">{message.title}</p>
            <p className="text-sm">{message.description}</p>
          </div>
          <button type="button" onClick={onClose} className="self-start rounded px-1 text-sm underline">
            {dismiss}
          </button>
        </div>
      )}
    </div>
  );
}
