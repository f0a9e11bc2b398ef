import { Link } from "react-router";
import { fillTemplate } from "../../lib/fill-template.ts";
import { useLabels } from "./use-labels.ts";

export function Logo({ name }: { name: string }) {
  const label = fillTemplate(useLabels().layout.logo, { name });
  return (
    <Link to="/" className="flex min-w-0 items-center gap-1.5 font-bold text-fg sm:gap-2" aria-label={label}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0ea5e9" />
            <stop offset="1" stopColor="#6366f1" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
        <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="wordmark truncate tracking-tight">{name}</span>
    </Link>
  );
}
