/**
 * Small real files of every kind the application form takes, made here rather than kept as binaries:
 * a one-page PDF, a DOCX and an ODT (stored ZIPs with the entries that name their kind), RTF and text.
 */

/** A valid one-page PDF with one line of text; `padTo` pads it with a comment to that many bytes. */
export function makePdf(text = "Ada Lovelace - Resume", padTo = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length + 37} >>\nstream\nBT /F1 24 Tf 72 700 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, "latin1");
  return padTo > pdf.length ? Buffer.concat([pdf, Buffer.from(`%${"x".repeat(padTo - pdf.length - 2)}\n`, "latin1")]) : pdf;
}

/** A ZIP of stored (uncompressed) entries, as the first bytes and names of DOCX and ODT files need. */
function storedZip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, "latin1");
    const data = Buffer.from(content, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const makeDocx = () =>
  storedZip([
    ["[Content_Types].xml", '<?xml version="1.0"?><Types/>'],
    ["word/document.xml", '<?xml version="1.0"?><w:document/>'],
  ]);
export const makeOdt = () =>
  storedZip([
    ["mimetype", "application/vnd.oasis.opendocument.text"],
    ["content.xml", '<?xml version="1.0"?><office:document-content/>'],
  ]);
/** An OpenDocument spreadsheet: a ZIP of the right family, but not a text document. */
export const makeOds = () => storedZip([["mimetype", "application/vnd.oasis.opendocument.spreadsheet"]]);
export const makeRtf = () => Buffer.from("{\\rtf1\\ansi Ada Lovelace\\par}", "latin1");
export const makeTxt = () => Buffer.from("Ada Lovelace\nAnalytical engines, 1843–today\n", "utf8");
/** A Windows program's first bytes: what a disguised upload looks like. */
export const makeExe = () => Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(64)]);
