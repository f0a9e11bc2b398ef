import type { ShellData } from "../content/shell.server.ts";

export interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's data from a meta function's matches: the site settings every page's metadata needs. */
export function shellFrom(matches: readonly (MatchLike | undefined)[]): ShellData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as ShellData | undefined;
}

/** The 404 page's metadata: a title for the tab and for assistive technology, and no indexing. */
export const NOT_FOUND_META = [{ title: "Oops! Page Not Found" }, { name: "robots", content: "noindex" }];
