import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.goto("http://127.0.0.1:3917/", { waitUntil: "load" });
await page.mouse.wheel(0, 50);
await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20000 });
console.log(await page.evaluate(() => {
  const d = (n: Element, depth: number): string => `${"  ".repeat(depth)}${n.tagName}${n.id ? "#" + n.id : ""} (${n.children.length})\n` + (depth < 2 ? [...n.children].slice(0, 40).map((c) => d(c, depth + 1)).join("") : "");
  return [...document.childNodes].map((n) => n.nodeName).join(",") + "\n" + d(document.documentElement, 0);
}));
await browser.close();
