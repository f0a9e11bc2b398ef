import type { ShellData } from "../content/types.ts";

export interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's data from a meta function's matches: the site settings every page's metadata needs. */
export function shellFrom(matches: readonly (MatchLike | undefined)[]): ShellData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as ShellData | undefined;
}

/** A not-found page's metadata: its title (labels.notFound) for the tab and for assistive technology, and no indexing. */
export function notFoundMeta(title: string | undefined) {
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
}
