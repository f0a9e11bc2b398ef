import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { ShellData } from "../../content/types.ts";
import { Logo } from "./logo.tsx";

export function SiteFooter({ shell }: { shell: ShellData }) {
  const { site } = shell;
  const telephone = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
  return (
    <footer className="site-footer no-print border-t border-line-subtle bg-canvas-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo name={site.name} />
          <p className="mt-4 max-w-sm text-sm text-fg-subtle">{site.blurb}</p>
          <ul className="mt-6 space-y-3 text-sm text-fg-copy">
            <li className="flex items-center gap-3">
              <Mail className="size-4 text-accent-icon" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:text-accent">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-4 text-accent-icon" aria-hidden="true" />
              <a href={telephone} className="hover:text-accent">
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin className="size-4 text-accent-icon" aria-hidden="true" />
              <span>
                {site.address.city}, {site.address.region}
              </span>
            </li>
          </ul>
        </div>
        {site.footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="eyebrow text-fg">{group.title}</h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-block py-1.5 text-sm text-fg-subtle hover:text-accent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line-subtle py-6 text-center text-xs text-fg-subtle">
        © {new Date().getFullYear()} {site.legalName}. {shell.labels.layout.rights}
      </div>
    </footer>
  );
}
