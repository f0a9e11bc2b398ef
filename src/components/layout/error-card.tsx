import { AlertTriangle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Card } from "../ui/card.tsx";
import { useLabels } from "./use-labels.ts";

/** The original site's card for an unexpected rendering error (docs/decisions/0151); Try Again re-renders the page. */
export function ErrorCard() {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useLabels().error;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 pt-24 pb-16">
      <Card role="alert" className="w-full max-w-md p-8 text-center shadow-xl">
        <AlertTriangle className="mx-auto size-10 text-amber-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-fg">{text.title}</h1>
        <p className="mt-2 text-fg-muted">{text.text}</p>
        <button
          type="button"
          onClick={() => void navigate(location, { replace: true })}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-sky-600 px-5 font-semibold text-white hover:bg-sky-500"
        >
          {text.retry}
        </button>
      </Card>
    </div>
  );
}
