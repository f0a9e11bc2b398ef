import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Button } from "../ui/button.tsx";
import { useLabels, type Labels } from "./use-labels.ts";

/** The detail kinds with a not-found card; their words are labels.notFound.<kind> (docs/decisions/0146). */
export type DetailKind = "service" | "caseStudy" | "job" | "article";

/** A detail route's error boundary: its not-found card for a 404, anything else goes up to the root's. */
export function notFoundBoundary(kind: DetailKind, backHref: string) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <DetailNotFound kind={kind} backHref={backHref} />;
    throw error;
  };
}

/** The not-found card of a detail page (service, case study, job, article); served with status 404. */
function DetailNotFound({ kind, backHref }: { kind: DetailKind; backHref: string }) {
  const { title, text, back } = useLabels().notFound[kind];
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <h1 className="heading-topic text-fg">{title}</h1>
      <p className="mt-3 text-fg-muted">{text}</p>
      <Button href={backHref} variant="solid" size="md" prefetch="none" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back}
      </Button>
    </div>
  );
}

/** The browser tab title of a detail page that does not exist, from the root loader's labels. */
export function notFoundTitle(labels: Labels | undefined, kind: DetailKind) {
  return labels ? [{ title: labels.notFound[kind].title }] : [];
}
