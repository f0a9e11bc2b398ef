export interface Crumb {
  label: string;
  href: string;
}

/** Home, then one crumb per path segment, labelled from the given names (service slugs have their own). */
export function breadcrumbTrail(pathname: string, labels: Readonly<Record<string, string>>): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  return [
    { label: "Home", href: "/" },
    ...segments.map((segment, index) => ({
      label: labels[segment] ?? segment.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase()),
      href: `/${segments.slice(0, index + 1).join("/")}`,
    })),
  ];
}
