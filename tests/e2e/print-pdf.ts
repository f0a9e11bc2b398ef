import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

export const PAPER_FORMATS = ["Letter", "A4"] as const;

/**
 * Chromium's "Default" margins (0.4 in on every side), the ones a visitor gets from the print
 * dialog. Playwright's own default is no margin at all, which would flatter every page count.
 */
const DEFAULT_MARGIN = "0.4in";

export interface PrintedPdf {
  pages: number;
  /** Each page's text, whitespace collapsed. */
  pageTexts: string[];
  text: string;
}

/**
 * Prints the page as a visitor would (portrait, no background graphics) and reads the PDF back.
 * With PRINT_PDF_DIR set, each PDF is kept there too, for a person to look at (e.g. with pdftoppm).
 */
export async function printToPdf(page: Page, format: (typeof PAPER_FORMATS)[number], name?: string): Promise<PrintedPdf> {
  const bytes = await page.pdf({
    format,
    margin: { top: DEFAULT_MARGIN, right: DEFAULT_MARGIN, bottom: DEFAULT_MARGIN, left: DEFAULT_MARGIN },
    printBackground: false,
  });
  const keepIn = process.env.PRINT_PDF_DIR;
  if (keepIn) {
    mkdirSync(keepIn, { recursive: true });
    const base = name ?? new URL(page.url()).pathname.replace(/^\/|\/$/g, "").replaceAll("/", "_");
    writeFileSync(join(keepIn, `${base || "home"}-${format}.pdf`), bytes);
  }
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  const pageTexts = text.map(collapse);
  return { pages: document.numPages, pageTexts, text: pageTexts.join(" ") };
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Switches the page to print media and waits until its styles answer to it. */
export async function emulatePrint(page: Page): Promise<void> {
  await page.emulateMedia({ media: "print" });
  await page.waitForFunction(() => matchMedia("print").matches && getComputedStyle(document.documentElement).fontSize !== "16px");
}

/**
 * Elements a printout would show that float over the page: anything fixed or sticky and visible
 * under print media. Paper has no viewport, so such elements land on top of the document's text.
 */
export async function floatingElementsInPrint(page: Page): Promise<string[]> {
  await emulatePrint(page);
  try {
    return await page.evaluate(() =>
      Array.from(document.body.querySelectorAll("*"))
        .filter((element) => {
          const style = getComputedStyle(element);
          if (style.position !== "fixed" && style.position !== "sticky") return false;
          const box = element.getBoundingClientRect();
          return style.display !== "none" && style.visibility !== "hidden" && box.width > 1 && box.height > 1;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
    );
  } finally {
    await page.emulateMedia({ media: null });
  }
}
