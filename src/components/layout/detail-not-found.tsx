import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";

export interface NotFoundTexts {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}

/** A detail route's error boundary: its not-found card for a 404, anything else goes up to the root's. */
export function notFoundBoundary(texts: NotFoundTexts) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <DetailNotFound {...texts} />;
    throw error;
  };
}

/** The not-found card of a detail page (service, case study, job, article); served with status 404. */
export function DetailNotFound({ title, text, backHref, backLabel }: NotFoundTexts) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <h1 className="text-3xl font-bold text-fg">{title}</h1>
      <p className="mt-3 text-fg-muted">{text}</p>
      <Link
        to={backHref}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-sky-700 px-5 font-semibold text-white hover:bg-sky-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
    </div>
  );
}
