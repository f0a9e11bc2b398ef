import { describe, expect, it } from "vitest";
import { contactPrefill } from "./contact-prefill.ts";

const CHOICES = ["Cloud", "Cybersecurity", "Job Application"];
const APPLY = "Applying for {position}.";
const query = (search: string) => new URLSearchParams(search);

describe("contactPrefill", () => {
  it("starts empty when nothing was posted or asked for", () => {
    expect(contactPrefill({}, query(""), CHOICES, APPLY)).toEqual({ defaultService: "", defaultMessage: undefined });
  });

  it("takes ?service= only when it is one of the choices", () => {
    expect(contactPrefill({}, query("service=Cloud"), CHOICES, APPLY).defaultService).toBe("Cloud");
    expect(contactPrefill({}, query("service=Gardening"), CHOICES, APPLY).defaultService).toBe("");
  });

  it("names the ?position= in the message, cut to 100 characters", () => {
    expect(contactPrefill({}, query("position=DevOps%20Engineer"), CHOICES, APPLY).defaultMessage).toBe("Applying for DevOps Engineer.");
    const long = "x".repeat(150);
    expect(contactPrefill({}, query(`position=${long}`), CHOICES, APPLY).defaultMessage).toBe(`Applying for ${"x".repeat(100)}.`);
  });

  it("keeps what the visitor posted over what the address asks for", () => {
    const posted = { service: "Cybersecurity", message: "My own words" };
    expect(contactPrefill(posted, query("service=Cloud&position=Designer"), CHOICES, APPLY)).toEqual({
      defaultService: "Cybersecurity",
      defaultMessage: "My own words",
    });
  });
});
