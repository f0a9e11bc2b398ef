import { describe, expect, it } from "vitest";
import { groundedText } from "./grounded-text.server.ts";

// The test's own cited passage, of a made-up company.
const cited = [{ title: "Harbor Analytics", text: "We moved 1400 reports to Snowflake for Baltic Shipping in 6 weeks." }];

describe("groundedText", () => {
  it("keeps the sentences whose numbers and names the cited passage states", () => {
    const answer = "We moved 1,400 reports to Snowflake. It took 6 weeks for Baltic Shipping.";
    expect(groundedText(answer, cited)).toBe(answer);
    expect(groundedText("Plans start at 2500 a year.", [{ title: "Plans", text: "From 2,500 a year." }])).toBe(
      "Plans start at 2500 a year.",
    );
  });

  it("drops a sentence with a number the passage lacks", () => {
    expect(groundedText("We moved 1400 reports. It took 9 weeks.", cited)).toBe("We moved 1400 reports.");
  });

  it("drops a sentence with a name the passage lacks", () => {
    expect(groundedText("The reports went to Snowflake. The work was led from Oslo.", cited)).toBe("The reports went to Snowflake.");
  });

  it("returns undefined when no sentence is borne out", () => {
    expect(groundedText("It cost $90,000. Our team sits in Oslo.", cited)).toBeUndefined();
  });

  it("counts the known names (the company's) as stated", () => {
    const answer = "Reports are built by Northwind Data.";
    expect(groundedText(answer, cited)).toBeUndefined();
    expect(groundedText(answer, cited, ["Northwind Data"])).toBe(answer);
  });

  it("reads a page's title as stated and a sentence's first word as no name", () => {
    expect(groundedText("Harbor Analytics ran the move.", cited)).toBe("Harbor Analytics ran the move.");
    expect(groundedText("Certainly the reports moved.", cited)).toBe("Certainly the reports moved.");
  });
});
