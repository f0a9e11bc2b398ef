import type { EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";

// The router's output stands in for a page with one inline script, so the CSP carries its hash.
vi.mock("react-router", () => ({
  ServerRouter: () => (
    <html lang="en">
      <body>
        <script>{"window.x = 1;"}</script>
      </body>
    </html>
  ),
}));

const { default: handleRequest } = await import("./entry.server.tsx");

const answer = (method: string) =>
  handleRequest(new Request("http://site.invalid/blog?category=zz-not-prerendered", { method }), 200, new Headers(), {} as EntryContext);

describe("a page React Router renders (a query page not prerendered)", () => {
  it("answers HEAD with the GET's Content-Type and Content-Security-Policy, and no body", async () => {
    const [get, head] = await Promise.all([answer("GET"), answer("HEAD")]);
    expect(get.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(get.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(head.status).toBe(get.status);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("content-security-policy")).toBe(get.headers.get("content-security-policy"));
    expect(await head.text()).toBe("");
    expect(await get.text()).toContain("window.x = 1;");
  });
});
