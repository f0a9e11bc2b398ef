import { describe, expect, it } from "vitest";
import { collectionPlaceholders, repeatedFacts, resolvePlaceholders, resolveText } from "./placeholders.ts";

const values = {
  "site.phone": "+1 (555) 010-9999",
  "site.email": "team@example.com",
  "site.address": "1 Main Street, Suite 2, Austin, Texas 78701",
  ...collectionPlaceholders({ services: 3 }, ["Cloud", "Security", "Data"]),
};

describe("placeholders", () => {
  it("writes the value of each known placeholder into the text", () => {
    expect(resolveText("Call {site.phone} about our {services.count} services: {services.titles}.", values, () => {})).toBe(
      "Call +1 (555) 010-9999 about our 3 services: Cloud, Security and Data.",
    );
  });

  it("leaves braces without a dotted name alone and reports unknown placeholders with their field", () => {
    const { data, unknown } = resolvePlaceholders({ a: ["{x}", "mail {site.emial}"] }, values);
    expect(data).toEqual({ a: ["{x}", "mail {site.emial}"] });
    expect(unknown).toEqual([{ path: ["a", 1], name: "site.emial" }]);
  });

  it("finds facts of site.yaml and the service count copied by hand", () => {
    expect(repeatedFacts("Write to team@example.com or visit 1 Main Street.", values)).toEqual(["site.email", "site.address"]);
    expect(repeatedFacts("All 3 Services", values)).toEqual(["services.count"]);
    expect(repeatedFacts("Write to {site.email}; 30 services", values)).toEqual([]);
  });
});
