import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";

/** Every known path comes from the compiled content (npm run build compiles it first). */
function contentPaths(): string[] {
  return JSON.parse(readFileSync(new URL(".generated/routes.json", import.meta.url), "utf8")) as string[];
}

export default {
  appDirectory: "src",
  ssr: true,
  prerender: () => [...contentPaths(), "/sitemap.xml", "/robots.txt", "/rss.xml", "/chat-data.json"],
} satisfies Config;
