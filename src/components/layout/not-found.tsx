import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../ui/button.tsx";
import { SearchForm } from "./search-form.tsx";
import { useLabels } from "./use-labels.ts";

/**
 * The 404 page; the server answers it with HTTP status 404. Its words are labels.notFound
 * (docs/decisions/0146), its search field's those of labels.layout.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const labels = useLabels();
  const text = labels.notFound;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <p className="bg-brand-gradient-light bg-clip-text text-7xl font-extrabold text-transparent">404</p>
      <h1 className="mt-4 heading-topic text-fg">{text.title}</h1>
      <p className="mt-3 text-fg-muted">
        {text.before} <code className="rounded bg-surface-sunken px-1.5 py-0.5 text-sm [overflow-wrap:anywhere]">{pathname}</code>{" "}
        {text.after}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button href="/" label={text.home} />
        <Button href="/services" label={text.services} variant="secondary" />
      </div>
      <SearchForm labels={labels.layout} showLabel className="mt-8 w-full max-w-md text-left" />
      <p className="mt-8 text-sm text-fg-muted">
        {text.help}{" "}
        <Link to="/contact" className="font-medium text-accent underline">
          {text.contact}
        </Link>{" "}
        {text.or}{" "}
        <Link to="/faq" className="font-medium text-accent underline">
          {text.faq}
        </Link>
        .
      </p>
    </div>
  );
}
