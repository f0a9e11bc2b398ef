import { describe, expect, it } from "vitest";
import { foldLines, paramText } from "./icalendar-text.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("paramText", () => {
  it("writes a double quote, a caret and a line break with RFC 6868's escapes", () => {
    expect(paramText('John "Johnny" Smith')).toBe("John ^'Johnny^' Smith");
    expect(paramText("a^b")).toBe("a^^b");
    expect(paramText("two\nlines\r\nthree")).toBe("two^nlines^nthree");
    // ^' written as text stays text: its caret is escaped first.
    expect(paramText("^'")).toBe("^^'");
  });

  it("keeps commas, semicolons, colons, emoji and right-to-left text, which quotes allow", () => {
    for (const name of ["Smith, John; Jr.: CEO", "Zoë 🎉👩‍💻", "مريم الأحمد", "דוד כהן"]) expect(paramText(name)).toBe(name);
  });

  it("drops other control characters, which no parameter value may hold", () => {
    expect(paramText("a\u0000b\u0007c\u007f")).toBe("abc");
  });
});

describe("foldLines", () => {
  it("folds at 75 octets, never inside a character, and unfolds to the same text", () => {
    const long = `ATTENDEE;CN="${"مريم 🎉 ".repeat(20)}":mailto:a@example.com`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
    for (const line of folded.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain("\uFFFD");
    expect(folded.replace(/\r\n /g, "")).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
  });

  it("refolds lines folded by character count", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const byCharacters = `${line.slice(0, 75)}\r\n\t${line.slice(75)}`;
    expect(foldLines(byCharacters).replace(/\r\n /g, "")).toBe(line);
    expect(Math.max(...foldLines(byCharacters).split("\r\n").map(octets))).toBe(75);
  });
});
