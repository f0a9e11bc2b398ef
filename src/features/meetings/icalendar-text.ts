// What the `ics` package leaves wrong in the calendar files the site writes, put right around it
// (docs/decisions/0476). A parameter value such as an attendee's name (CN=) is a quoted string that may
// hold no double quote, and `ics` writes one as \" (no iCalendar escape: Radicale refused the event
// with 400); and it folds lines at 75 characters where iCalendar counts 75 octets.

// eslint-disable-next-line no-control-regex -- control characters are what a parameter value may not hold
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A parameter value as RFC 6868 writes it inside iCalendar's quotes: ^ as ^^, a line break as ^n, a
 * double quote as ^' ; any other control character is dropped. Commas, semicolons, colons, emoji and
 * right-to-left text stay as they are: inside quotes they need no escape. The quotes are the caller's
 * (`ics` adds them).
 */
export function paramText(value: string): string {
  return value
    .replace(/\^/g, "^^")
    .replace(/\r\n|\r|\n/g, "^n")
    .replace(/"/g, "^'")
    .replace(CONTROL, "");
}

const MAX_OCTETS = 75;

/**
 * Folds every content line to at most 75 octets (RFC 5545 3.1): a longer line goes on in lines that
 * start with one space, and no UTF-8 sequence is split. Lines already folded are unfolded first.
 */
export function foldLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = utf8Length(char.codePointAt(0) ?? 0);
        // The first line has 75 octets; each one after it gives one to its leading space.
        if (octets + size > MAX_OCTETS - (parts.length === 0 ? 0 : 1)) {
          parts.push(part);
          [part, octets] = ["", 0];
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/** Octets of one code point in UTF-8 (no Buffer: the chat builds its calendar file in the browser). */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}
