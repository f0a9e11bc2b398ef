import { describe, expect, it } from "vitest";
import { makeDocx, makeExe, makeOds, makeOdt, makePdf, makeRtf, makeTxt } from "./application-files.fixture.ts";
import { detectFileKind, safeFileName } from "./file-signature.ts";

describe("detectFileKind", () => {
  it.each([
    ["pdf", makePdf()],
    ["docx", makeDocx()],
    ["odt", makeOdt()],
    ["rtf", makeRtf()],
    ["txt", makeTxt()],
  ] as const)("knows a %s by its content", (kind, bytes) => {
    expect(detectFileKind(bytes)).toBe(kind);
  });

  it("refuses an empty file, a program, an image, another ZIP and text with NULs or broken UTF-8", () => {
    expect(detectFileKind(Buffer.alloc(0))).toBeUndefined();
    expect(detectFileKind(makeExe())).toBeUndefined();
    expect(detectFileKind(Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "latin1"))).toBeUndefined();
    expect(detectFileKind(makeOds())).toBeUndefined();
    expect(detectFileKind(Buffer.from("PK\x03\x04", "latin1"))).toBeUndefined();
    expect(detectFileKind(Buffer.from("name\0surname", "latin1"))).toBeUndefined();
    expect(detectFileKind(Buffer.from([0x41, 0xc3, 0x28]))).toBeUndefined();
  });
});

describe("safeFileName", () => {
  it("keeps the sender's name, drops its folders and odd characters, and ends in the content's real extension", () => {
    expect(safeFileName("C:\\Users\\ada\\Résumé 2026.pdf", "pdf")).toBe("Résumé 2026.pdf");
    expect(safeFileName('cv";\r\nX-Evil: 1.docx', "pdf")).toBe("cv____X-Evil_ 1.pdf");
    expect(safeFileName("../../etc/passwd", "txt")).toBe("passwd.txt");
    expect(safeFileName("", "odt")).toBe("file.odt");
  });
});
