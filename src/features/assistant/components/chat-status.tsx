import { useLabels } from "../../../components/layout/use-labels.ts";

/** Shown in the conversation while the knowledge index loads, or after it failed to (with a retry); nothing once it is ready. */
export function ChatStatus({ failed, ready, onRetry }: { failed: boolean; ready: boolean; onRetry: () => void }) {
  const text = useLabels().chat;
  return failed ? (
    <div className="text-sm text-fg-body">
      <p>{text.failed}</p>
      <button type="button" onClick={onRetry} className="mt-2 min-h-8 rounded-md px-2 font-semibold text-accent underline">
        {text.retry}
      </button>
    </div>
  ) : !ready ? (
    <p className="text-sm text-fg-muted">{text.loading}</p>
  ) : null;
}
