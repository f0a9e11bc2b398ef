import { AlertTriangle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { useLabels } from "./use-labels.ts";

/** The original site's card for an unexpected rendering error; Try Again re-renders the page. */
export function ErrorCard() {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useLabels().error;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 pt-24 pb-16">
      <Card role="alert" className="w-full max-w-md p-8 text-center shadow-xl">
        <AlertTriangle className="mx-auto size-10 text-warning" aria-hidden="true" />
        <h1 className="mt-4 heading-group text-fg">{text.title}</h1>
        <p className="mt-2 text-fg-muted">{text.text}</p>
        <Button
          variant="solid"
          size="md"
          label={text.retry}
          onClick={() => void navigate(location, { replace: true })}
          data-early="replay"
          className="mt-6"
        />
      </Card>
    </div>
  );
}
