import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "../ui/button-link.tsx";
import { useLabels } from "./use-labels.ts";

/** The 404 page; the server answers it with HTTP status 404. Its words are labels.notFound (docs/decisions/0146). */
export function NotFound() {
  const { pathname } = useLocation();
  const text = useLabels().notFound;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <p className="bg-gradient-to-r from-sky-500 to-indigo-500 bg-clip-text text-7xl font-extrabold text-transparent">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{text.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {text.before}{" "}
        <code className="rounded bg-slate-200 px-1.5 py-0.5 text-sm [overflow-wrap:anywhere] dark:bg-slate-800">{pathname}</code>{" "}
        {text.after}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" label={text.home} />
        <ButtonLink href="/services" label={text.services} variant="secondary" />
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
        {text.help}{" "}
        <Link to="/contact" className="font-medium text-sky-700 underline dark:text-sky-300">
          {text.contact}
        </Link>{" "}
        {text.or}{" "}
        <Link to="/faq" className="font-medium text-sky-700 underline dark:text-sky-300">
          {text.faq}
        </Link>
        .
      </p>
    </div>
  );
}
