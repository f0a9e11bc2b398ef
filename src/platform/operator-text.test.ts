import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./operator-text.server.ts";

// What the leads' export does with these cells as a whole, and displaySafe in it, is in src/features/leads/server/lead-export.test.ts.
describe("CSV", () => {
  it("quotes commas, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(
      toCsv([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe("a,b\r\n1,2\r\n");
  });

  it("defuses spreadsheet formulas but leaves phone numbers alone", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1+cmd")).toBe("'-1+cmd");
    expect(csvCell("+1 (214) 555-0100")).toBe("+1 (214) 555-0100");
  });
});
