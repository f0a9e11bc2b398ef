import { AlertTriangle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { useLabels } from "./use-labels.ts";

/** The specification's card for an unexpected rendering error; Try Again re-renders the page. */
export function ErrorCard() {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useLabels().error;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 pt-24 pb-16">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <AlertTriangle className="mx-auto size-10 text-amber-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{text.title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{text.text}</p>
        <button
          type="button"
          onClick={() => void navigate(location, { replace: true })}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-sky-600 px-5 font-semibold text-white hover:bg-sky-500"
        >
          {text.retry}
        </button>
      </div>
    </div>
  );
}
