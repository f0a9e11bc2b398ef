import { readFileSync } from "node:fs";
import type { ContentBundle } from "../../src/content/types.ts";

/**
 * The compiled content the build was made from: tests take expected copy from here, never from literal
 * copies of it, so an editor's correct change (a new phone number, a price) never breaks a test.
 */
export const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;

export const site = bundle.site;

/** The tel: link of the site's phone number, as the contact cards write it. */
export const telHref = `tel:${site.phone.replace(/[^+0-9]/g, "")}`;
