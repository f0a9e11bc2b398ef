import { useLabels } from "../../../components/layout/use-labels.ts";
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
              ? "border-danger-soft-line bg-danger-soft text-on-danger-soft"
              : "border-success-soft-line bg-success-soft text-on-success-soft"
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
