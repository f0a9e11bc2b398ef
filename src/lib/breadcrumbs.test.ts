import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbs.ts";

describe("breadcrumbTrail", () => {
  it("shows nothing on the home page", () => {
    expect(breadcrumbTrail("/", {})).toEqual([]);
  });

  it("starts with Home and uses the special labels of service slugs", () => {
    expect(breadcrumbTrail("/services/ai-automation", { services: "Services", "ai-automation": "AI & Automation" })).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "AI & Automation", href: "/services/ai-automation" },
    ]);
  });

  it("title-cases segments without a label", () => {
    expect(breadcrumbTrail("/services/new-thing/", {}).map((crumb) => crumb.label)).toEqual(["Home", "Services", "New Thing"]);
  });
});
