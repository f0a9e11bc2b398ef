import { useRouteLoaderData } from "react-router";
import type { ShellData } from "../../content/types.ts";

/** The words of the frame, error pages, cards and forms, from content/site.yaml. */
export type Labels = ShellData["labels"];

/**
 * The site's labels, from the root loader's data. That loader only reads the compiled bundle, so it
 * is there whenever anything under the root renders, error boundaries included — except after an action
 * throws, when React Router skips loaders: actions return their 404 instead (src/routes/page.tsx).
 */
export function useLabels(): Labels {
  const shell = useRouteLoaderData<ShellData>("root");
  if (!shell) throw new Error("useLabels needs the root loader's data");
  return shell.labels;
}
