import type { SiteSettings } from "../types.ts";
import { applicationSettings } from "../../features/applications/index.ts";

/**
 * Facts written once: copy says `{site.phone}` or
 * `{services.count}` and the compiler writes the value in, so changing site.yaml or adding a service
 * file updates every sentence that mentions it.
 */
export type PlaceholderValues = Record<string, string>;

/** `{group.name}`: a dotted name in braces. Braces without a dot are left alone as ordinary text. */
const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)+)\}/g;

/** The site.yaml facts that copy may mention, as editors read them. */
export function sitePlaceholders(site: SiteSettings): PlaceholderValues {
  const { address } = site;
  return {
    "site.name": site.name,
    "site.legalName": site.legalName,
    "site.email": site.email,
    "site.phone": site.phone,
    "site.businessHours": site.businessHours,
    "site.founded": String(site.founded),
    "site.consultants": site.consultants,
    "site.address": `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    // How long visit counts are kept, as the privacy page states it: "13 months".
    "site.visitRetention": `${site.visits?.retentionMonths ?? 13} months`,
    // How long job applications and their files are kept: "180 days".
    "site.applicationRetention": `${applicationSettings(site).retentionDays} days`,
  };
}

/** Facts derived from the collections: how many there are and, for services, their names. */
export function collectionPlaceholders(counts: Record<string, number>, serviceTitles?: readonly string[]): PlaceholderValues {
  const values: PlaceholderValues = Object.fromEntries(Object.entries(counts).map(([name, count]) => [`${name}.count`, String(count)]));
  if (serviceTitles) values["services.titles"] = joinWithAnd(serviceTitles);
  return values;
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

export interface UnknownPlaceholder {
  path: (string | number)[];
  name: string;
}

/** Replaces every known placeholder in a text; unknown ones are left in place and reported. */
export function resolveText(text: string, values: PlaceholderValues, onUnknown: (name: string) => void): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      onUnknown(name);
      return whole;
    }
    return value;
  });
}

/** A copy of parsed content with every string's placeholders resolved, and the unknown ones found. */
export function resolvePlaceholders(data: unknown, values: PlaceholderValues): { data: unknown; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === "string") return resolveText(value, values, (name) => unknown.push({ path, name }));
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]));
    return value;
  };
  return { data: walk(data, []), unknown };
}

/** The message an editor reads for a placeholder the compiler does not know. */
export function unknownPlaceholderMessage(name: string, values: PlaceholderValues): string {
  return `{${name}} is not a known placeholder (use one of: ${Object.keys(values)
    .map((key) => `{${key}}`)
    .join(", ")})`;
}

/** The site.yaml values worth writing once: a copy of one of them in other files goes stale when it changes. */
const REPEATABLE_FACTS = ["site.legalName", "site.email", "site.phone", "site.businessHours", "site.address"] as const;

/**
 * Placeholders whose value a raw text repeats literally, for the check's warning. Also catches
 * "15 services" when there are 15 service files, the count that goes stale when one is added.
 */
export function repeatedFacts(text: string, values: PlaceholderValues): string[] {
  const found: string[] = REPEATABLE_FACTS.filter((name) => {
    const value = values[name];
    return value !== undefined && value.length >= 6 && text.includes(value);
  });
  const street = values["site.address"]?.split(",")[0];
  if (street && !found.includes("site.address") && text.includes(street)) found.push("site.address");
  const services = values["services.count"];
  if (services && new RegExp(`\\b${services} services\\b`, "i").test(text)) found.push("services.count");
  return found;
}
