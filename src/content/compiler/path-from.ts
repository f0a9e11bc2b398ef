import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * A path as seen from `base`: relative with forward slashes when inside it ("content/faq.yaml"; "" for `base`
 * itself), in full when outside it. How the build's record and the content check's summary name files.
 */
export function pathFrom(base: string, path: string): string {
  const fromBase = relative(base, resolve(path));
  const outside = fromBase === ".." || fromBase.startsWith(`..${sep}`) || isAbsolute(fromBase);
  return outside ? resolve(path) : fromBase.split(sep).join("/");
}
