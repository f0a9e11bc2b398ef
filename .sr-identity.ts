import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://127.0.0.1:3917";
const path = process.argv[3] ?? "/";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors: string[] = [];
page.on("console", (m) => { if (m.type() === "error" && !m.text().includes("NAME_NOT_RESOLVED")) errors.push(m.text().slice(0, 300)); });
page.on("pageerror", (e) => errors.push("pageerror " + e.message));
await page.goto(base + path, { waitUntil: "load" });
await page.evaluate(() => {
  const w = window as any;
  w.__before = { html: document.documentElement, head: document.head, body: document.body, main: document.querySelector("main"), h1: document.querySelector("h1"), headCount: document.head.children.length, bodyCount: document.querySelectorAll("body *").length, htmlText: document.body.innerHTML };
});
await page.mouse.wheel(0, 50);
await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20000 });
await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const b = (window as any).__before;
  return { sameHtml: b.html === document.documentElement, htmlConnected: b.html.isConnected, sameHead: b.head === document.head, sameBody: b.body === document.body, sameMain: b.main === document.querySelector("main"), sameH1: b.h1 === document.querySelector("h1"), h1Connected: b.h1?.isConnected, headCount: [b.headCount, document.head?.children.length], bodyCount: [b.bodyCount, document.querySelectorAll("body *").length], htmlCount: document.querySelectorAll("html").length, bodySame: b.htmlText === document.body.innerHTML, doctype: !!document.doctype };
}));
console.log(errors.join("\n") || "no errors");
await browser.close();
