import { describe, expect, it } from "vitest";
import { readSettings } from "./settings.server.ts";

describe("LEAD_ATTRIBUTION_ATTRIBUTES (docs/decisions/0253)", () => {
  it("is off unless set to 1 or true, and stops the server on anything else", () => {
    expect(readSettings({}).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "" }).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "0" }).leadAttributionAttributes).toBe(false);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "1" }).leadAttributionAttributes).toBe(true);
    expect(readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "TRUE" }).leadAttributionAttributes).toBe(true);
    expect(() => readSettings({ LEAD_ATTRIBUTION_ATTRIBUTES: "yes please" })).toThrow(/must be 1 \(on\) or 0 \(off\)/);
  });
});
