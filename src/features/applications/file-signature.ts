/**
 * What a file is, read from its bytes rather than its name (an application's résumé and cover letter):
 * PDF, DOCX, ODT, RTF or plain UTF-8 text. A renamed program or image is none of them.
 */
export const FILE_KINDS = {
  pdf: { mediaType: "application/pdf", extension: "pdf" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
  odt: { mediaType: "application/vnd.oasis.opendocument.text", extension: "odt" },
  rtf: { mediaType: "application/rtf", extension: "rtf" },
  txt: { mediaType: "text/plain; charset=utf-8", extension: "txt" },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

const ascii = (text: string) => Buffer.from(text, "latin1");
const ZIP_LOCAL_HEADER = ascii("PK\x03\x04");
const ODT_MIMETYPE = ascii("application/vnd.oasis.opendocument.text");

/** The kind of `bytes` by its signature, or undefined when it is none of FILE_KINDS (an empty file included). */
export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length === 0) return undefined;
  if (buffer.subarray(0, 5).equals(ascii("%PDF-"))) return "pdf";
  if (buffer.subarray(0, 5).equals(ascii("{\\rtf"))) return "rtf";
  if (buffer.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return zipKind(buffer);
  return isPlainText(buffer) ? "txt" : undefined;
}

/**
 * An OpenDocument text stores its first entry, `mimetype`, uncompressed (the standard requires it), so
 * its media type sits right after the first header's name. A DOCX names [Content_Types].xml and
 * word/document.xml in its central directory. Any other ZIP is refused.
 */
function zipKind(buffer: Buffer): FileKind | undefined {
  if (buffer.length < 30) return undefined;
  const nameLength = buffer.readUInt16LE(26);
  const dataStart = 30 + nameLength + buffer.readUInt16LE(28);
  if (buffer.subarray(30, 30 + nameLength).toString("latin1") === "mimetype") {
    return buffer.subarray(dataStart, dataStart + ODT_MIMETYPE.length).equals(ODT_MIMETYPE) ? "odt" : undefined;
  }
  if (buffer.includes(ascii("[Content_Types].xml")) && buffer.includes(ascii("word/document.xml"))) return "docx";
  return undefined;
}

/** Well-formed UTF-8 with no NUL or other binary control characters (tab, line breaks and form feed are text). */
function isPlainText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- binary control characters are what tells a program from text
  return !/[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/.test(text);
}

/** The name a stored file is given out under: the sender's name, cleaned, ending in its real kind's extension. */
export function safeFileName(name: string, kind: FileKind): string {
  const base = name
    .normalize("NFC")
    // Path parts, control characters, quotes and anything a header or a file system could misread.
    .replace(/^.*[\\/]/, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  const { extension } = FILE_KINDS[kind];
  const stem = base.replace(/\.[^.]*$/, "") || "file";
  return `${stem}.${extension}`;
}
