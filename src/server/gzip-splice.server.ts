import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body for a fixed page with one varying piece (the not-found page's path), without
 * compressing the page per request. Each part is
 * raw deflate ended by a full flush, which empties the compressor's dictionary, so the parts do not
 * refer to one another and can be joined; only the small middle part is compressed per request.
 */
export interface GzipSplice {
  body(middle: string): Buffer;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipSplice(before: string, after: string): GzipSplice {
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  const headDeflated = deflateRawSync(head, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const tailDeflated = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);
  return {
    body(middle) {
      const piece = Buffer.from(middle);
      const trailer = Buffer.alloc(8);
      // zlib.crc32 of an empty buffer ignores the running value, so empty parts are skipped.
      const withPiece = piece.length > 0 ? crc32(piece, headCrc) : headCrc;
      trailer.writeUInt32LE(tail.length > 0 ? crc32(tail, withPiece) : withPiece, 0);
      trailer.writeUInt32LE((head.length + piece.length + tail.length) % 2 ** 32, 4);
      return Buffer.concat([HEADER, headDeflated, deflateRawSync(piece, { finishFlush: constants.Z_FULL_FLUSH }), tailDeflated, trailer]);
    },
  };
}
