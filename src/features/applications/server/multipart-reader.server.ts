import { createHash } from "node:crypto";
import { once } from "node:events";
import busboy from "busboy";
import { FILE_FIELDS, MAX_FILE_BYTES, type FileField } from "../application-form.ts";

/** A file as it arrived: its bytes and checksum, or only that it passed the limit (its bytes were dropped as they came). */
export type ReceivedFile =
  { field: FileField; name: string; tooLarge: false; bytes: Buffer; sha256: string } | { field: FileField; name: string; tooLarge: true };

export type ReceivedPost = { fields: Record<string, string>; files: Partial<Record<FileField, ReceivedFile>> };

/** Two files at the limit, and room for every text field: a body past this is cut off, not read. */
export const MAX_POST_BYTES = FILE_FIELDS.length * MAX_FILE_BYTES + 1024 * 1024;
/** Far above the longest text field (5,000 characters of up to 4 bytes each); the field's own rule says "too long". */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data body as it streams: text fields as text, the two file
 * inputs into memory only up to MAX_FILE_BYTES each (past it, the rest of that file is read and dropped,
 * so the other answers still arrive and the form can show them again), any other file dropped unread.
 * `body-too-large`: the whole body passed MAX_POST_BYTES and reading stopped there; `unreadable`: not multipart.
 */
export async function readMultipart(request: Request): Promise<ReceivedPost | "body-too-large" | "unreadable"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_POST_BYTES) return "body-too-large";
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // busboy signals the limit on reaching it, so one byte more: a file of exactly 10 MB is taken.
      limits: { fileSize: MAX_FILE_BYTES + 1, files: FILE_FIELDS.length + 2, fields: 60, parts: 70, fieldSize: MAX_FIELD_BYTES },
      defParamCharset: "utf8",
    });
  } catch {
    return "unreadable";
  }
  const fields: Record<string, string> = {};
  const files: ReceivedPost["files"] = {};
  parser.on("field", (name, value) => {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    const field = (FILE_FIELDS as readonly string[]).includes(name) && !files[name as FileField] ? (name as FileField) : undefined;
    if (!field) return void stream.resume();
    const chunks: Buffer[] = [];
    const hash = createHash("sha256");
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => {
      if (tooLarge) return;
      chunks.push(chunk);
      hash.update(chunk);
    });
    stream.on("limit", () => {
      tooLarge = true;
      chunks.length = 0;
    });
    stream.on("end", () => {
      const bytes = Buffer.concat(chunks);
      if (bytes.length > MAX_FILE_BYTES) tooLarge = true;
      // A file input left empty still sends a part, with no name and no bytes.
      const name = info.filename ?? "";
      if (!tooLarge && name === "" && bytes.length === 0) return;
      files[field] = tooLarge ? { field, name, tooLarge: true } : { field, name, tooLarge: false, bytes, sha256: hash.digest("hex") };
    });
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  });
  // Swallowed here, reported by `finished`: an unhandled rejection must not outlive a refused body.
  finished.catch(() => {});

  let received = 0;
  const reader = request.body?.getReader();
  try {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      received += next.value.byteLength;
      if (received > MAX_POST_BYTES) {
        // Not cancelled: that would reset the connection before the 413 arrives; the server drains the rest.
        reader?.releaseLock();
        parser.destroy();
        return "body-too-large";
      }
      if (!parser.write(next.value)) await Promise.race([once(parser, "drain"), finished]);
    }
    parser.end();
    await finished;
  } catch {
    return "unreadable";
  }
  return { fields, files };
}
