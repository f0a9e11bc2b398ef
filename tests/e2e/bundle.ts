import { readFileSync } from "node:fs";
import { meetingHourValues } from "../../src/features/meetings/business-hours.ts";
import type { CompiledSection, ContentBundle } from "../../src/content/types.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";

/**
 * The compiled content the build was made from: tests take expected copy from here, never from literal
 * copies of it, so an editor's correct change (a new phone number, a price, a heading) never breaks a test
 * (docs/decisions/0173).
 */
export const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;

export const site = bundle.site;

export const labels = site.labels;

/** The tel: link of the site's phone number, as the contact cards write it. */
export const telHref = `tel:${site.phone.replace(/[^+0-9]/g, "")}`;

type SectionType = CompiledSection["type"];
export type SectionOf<T extends SectionType> = Extract<CompiledSection, { type: T }>;

/** The nth section of a type on a page (0: the first); throws when the page has none, so a test fails loudly. */
export function sectionOf<T extends SectionType>(path: string, type: T, nth = 0): SectionOf<T> {
  const found = (bundle.pages[path]?.sections ?? []).filter((section): section is SectionOf<T> => section.type === type)[nth];
  if (!found) throw new Error(`The bundle has no ${type} section #${nth} on ${path}`);
  return found;
}

/** A page's first heading as its hero writes it: the title, then the highlighted words. */
export function heroHeading(path: string): string {
  const hero = sectionOf(path, "hero");
  return hero.highlight ? `${hero.title} ${hero.highlight}` : hero.title;
}

/** The browser's title of a page other than home: its SEO title, then the brand (unless it names the brand). */
export function tabTitle(seoTitle: string): string {
  return seoTitle.includes(site.name) ? seoTitle : `${seoTitle} | ${site.name}`;
}

/** A stat as shown, e.g. 99.9 and "%" → "99.9%". */
export const statText = (stat: { value: number; suffix?: string; prefix?: string }) =>
  `${stat.prefix ?? ""}${stat.value}${stat.suffix ?? ""}`;

/** Fills {name} placeholders of a label, e.g. a team size's {n}. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{([\w.]+)\}/g, (whole, key: string) => String(values[key] ?? whole));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Looks an entry up by its id or slug; throws when it is gone, so a test fails loudly. */
function lookup<T>(list: T[], key: (entry: T) => string, wanted: string, kind: string): T {
  const found = list.find((entry) => key(entry) === wanted);
  if (!found) throw new Error(`The bundle has no ${kind} ${wanted}`);
  return found;
}

/** Whether a job still takes applications today: closed jobs leave the lists and their pages say so (docs/decisions/0145). */
export const isOpen = (entry: { validThrough: string }) => isJobOpen(entry, businessToday(site.timeZone));

export const service = (slug: string) => lookup(bundle.services, (entry) => entry.slug, slug, "service");

/** A label with {placeholders} as a pattern: the given values are filled in, the others match any text. */
export function templatePattern(template: string, values: Record<string, string | number> = {}): RegExp {
  const parts = template.split(/(\{[\w.]+\})/).map((part) => {
    const key = /^\{([\w.]+)\}$/.exec(part)?.[1];
    if (key === undefined) return escapeRegExp(part);
    const value = values[key];
    return value === undefined ? "[\\s\\S]*?" : escapeRegExp(String(value));
  });
  return new RegExp(parts.join(""));
}

/** {opens}, {closes} and {zone} of the chat's meeting labels: site.yaml's opening hours and time zone. */
export const meetingHours = meetingHourValues(bundle.chat.business);

/** The chat's quick action of an id, as its button reads. */
export const quickAction = (id: string) => lookup(bundle.chat.quickActions, (entry) => entry.id, id, "chat quick action").question;

/** The label a list of links (the navigation, the footer's links) gives the link to a path. */
export const linkLabel = (links: readonly { label: string; href: string }[], href: string) =>
  links.find((link) => link.href === href)?.label ?? `no link to ${href}`;

/** The contact form's address: where the chat's contact offers, the header's quote link and the not-found page send a visitor. */
export const contactFormPath = bundle.chat.contact.formUrl;

/** The first entry of a list from the bundle (some service, some article); throws when there is none, so a test fails loudly. */
export function firstOf<T>(list: readonly T[], kind: string): T {
  const [first] = list;
  if (first === undefined) throw new Error(`The bundle has no ${kind}`);
  return first;
}

/** The address of the first page with a section of a type (e.g. the case-study grid: the portfolio); throws when none has one. */
export function pageWith(type: SectionType): string {
  const found = Object.keys(bundle.pages).find((path) => bundle.pages[path]?.sections.some((section) => section.type === type));
  if (!found) throw new Error(`The bundle has no page with a ${type} section`);
  return found;
}

/** Every route the build prerendered: the sitemap's pages plus the brochures. */
export const builtRoutes = JSON.parse(readFileSync(new URL("../../.generated/routes.json", import.meta.url), "utf8")) as string[];

/**
 * The routes a check of every page visits, in the order given: all of them, or, when E2E_ROUTES names a JSON
 * file of paths, those alone. An editor's month reruns these checks only on the pages it changed
 * (docs/decisions/0514-the-month-rechecks-the-pages-it-changed.md). A listed path the build lacks, or an
 * empty list, fails at once: a stale list must not quietly check nothing.
 */
export function routesToVisit(paths: readonly string[]): string[] {
  const file = process.env.E2E_ROUTES;
  if (!file) return [...paths];
  const chosen = new Set(JSON.parse(readFileSync(file, "utf8")) as string[]);
  const unknown = [...chosen].filter((path) => !builtRoutes.includes(path));
  if (chosen.size === 0 || unknown.length > 0) {
    throw new Error(`E2E_ROUTES (${file}) must list routes of this build; it lists ${unknown.join(", ") || "none"}`);
  }
  return paths.filter((path) => chosen.has(path));
}
