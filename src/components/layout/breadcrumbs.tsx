import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "../../lib/breadcrumbs.ts";
import { useLabels } from "./use-labels.ts";

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const label = useLabels().layout.breadcrumb;
  if (trail.length === 0) return null;
  return (
    <nav aria-label={label} className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-subtle">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <ChevronRight className="size-4" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="hover:text-accent">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
