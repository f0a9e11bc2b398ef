import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://127.0.0.1:3917";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const logs: string[] = [];
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") logs.push(`${m.type()}: ${m.text()}`); });
page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}\n${e.stack}`));
for (const path of ["/", "/contact", "/faq", "/services", "/blog"]) {
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForTimeout(500);
  await page.mouse.move(100, 100);
  await page.mouse.wheel(0, 50);
  try {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15000 });
    console.log(path, "hydrated");
  } catch { console.log(path, "NOT hydrated"); }
}
console.log(logs.join("\n") || "no console errors");
await browser.close();
