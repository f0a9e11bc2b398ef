/** Runs Lighthouse (mobile, default simulated throttling) in Debian's Chromium and keeps the figures the report needs. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  requests: number;
}

/** `debuggingPort` 0 lets Chromium pick a free one. */
export async function withChromium<T>(imagePort: number, debuggingPort: number, run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    ...(debuggingPort ? { port: debuggingPort } : {}),
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Stock-photo requests go to the local stand-in (its certificate is throwaway).
      `--host-resolver-rules=MAP images.unsplash.com:443 127.0.0.1:${imagePort}`,
      "--ignore-certificate-errors",
    ],
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function lighthouseFigures(url: string, chromePort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: "json", logLevel: "error" },
    { extends: "lighthouse:default", settings: { formFactor: "mobile" } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Lighthouse refuses pages it cannot audit (a 404 status among them): say so, never report zeros.
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => audits[key]?.numericValue ?? NaN;
  const items =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)
      ?.items ?? [];
  const total = items.find((item) => item.resourceType === "total");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes: total?.transferSize ?? 0,
    scriptBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    requests: total?.requestCount ?? 0,
  };
}
