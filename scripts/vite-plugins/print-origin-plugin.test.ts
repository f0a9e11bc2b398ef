import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { PRINT_ORIGIN_PLACEHOLDER, printOriginPlugin } from "./print-origin-plugin.ts";

function transform(plugin: Plugin, code: string, id: string): unknown {
  const hook = plugin.transform;
  const handler = typeof hook === "function" ? hook : hook?.handler;
  return handler?.call({} as never, code, id);
}

describe("printOriginPlugin", () => {
  const css = `:root { --site-origin: ${PRINT_ORIGIN_PLACEHOLDER}; }`;

  it("writes SITE_URL, without a trailing slash, into the app's stylesheet", () => {
    const result = transform(printOriginPlugin({ SITE_URL: "https://www.example.com/" }), css, "/repo/src/app.css?direct");
    expect(result).toEqual({ code: ':root { --site-origin: "https://www.example.com"; }', map: null });
  });

  it("uses the default origin when SITE_URL is unset", () => {
    const result = transform(printOriginPlugin({}), css, "/repo/src/app.css") as { code: string };
    expect(result.code).toContain('"http://localhost:3000"');
  });

  it("leaves other files alone", () => {
    expect(transform(printOriginPlugin({ SITE_URL: "https://www.example.com" }), css, "/repo/src/other.css")).toBeNull();
  });
});
