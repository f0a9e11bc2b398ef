/**
 * What an editor does in the browser editor to put an own photo on a service (both backends), and which
 * services a copy of the project has to do it on: the specs pick them from the copy's content, never by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";

/** The uploaded photo's name, without its extension: the test's own, and the name of the files the build makes of it. */
export const PHOTO_NAME = "team-on-site";

export interface CopyService {
  /** The file's name without .yaml: the entry's name in the editor and the page's address segment. */
  slug: string;
  /** The file, relative to the copy. */
  file: string;
  title: string;
  monthly: number | undefined;
  /** The stock photo id of the service's main image, if it has one rather than an own photo. */
  stockId: string | undefined;
}

/** A copy's services, in the order the site lists them (their `order`, then the file name). */
export function copyServices(copy: string): CopyService[] {
  const folder = join(copy, "content/services");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const data = parse(readFileSync(join(folder, name), "utf8")) as {
        order?: number;
        title: string;
        pricing?: { monthly?: number };
        image?: { id?: string };
      };
      const service: CopyService = {
        slug: name.replace(/\.yaml$/, ""),
        file: `content/services/${name}`,
        title: data.title,
        monthly: data.pricing?.monthly,
        stockId: data.image?.id,
      };
      return { service, order: data.order ?? Number.MAX_SAFE_INTEGER };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ service }) => service);
}

/** The first service of a copy whose main image is a stock photo: the one the editor gives an own photo. */
export function stockPhotoService(copy: string): CopyService & { stockId: string } {
  const found = copyServices(copy).find((service): service is CopyService & { stockId: string } => Boolean(service.stockId));
  if (!found) throw new Error("no service of the copy has a stock photo for the editor to replace");
  return found;
}

/** On a service's entry: upload `photo` into its image, clear the stock id and publish. */
export async function uploadPhotoAndPublish(page: Page, photo: string, onFailure: () => string) {
  await page
    .getByRole("button", { name: /Choose an image/i })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole("button", { name: /Choose selected/i }).click();
  // The editor shows the uploaded photo in the field.
  await expect(page.locator(`img[src*="${PHOTO_NAME}"], img[src^="blob:"]`).first()).toBeVisible();
  await page.getByLabel(/^Id/).first().fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("button", { name: "Published" }))
    .toBeVisible({ timeout: 30_000 })
    .catch((error: unknown) => {
      console.log(onFailure());
      throw error;
    });
}

/** The built page's <picture> for the photo holds every format at every width, as files the build wrote. */
export function pictureFiles(html: string, widths: number[]): { format: string; width: number; name: string | undefined }[] {
  const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
  return ["avif", "webp", "jpg"].flatMap((format) =>
    widths.map((width) => ({
      format,
      width,
      name: new RegExp(`/assets/media/(${PHOTO_NAME}\\.[0-9a-f]{10}-${width}\\.${format}) ${width}w`).exec(picture)?.[1],
    })),
  );
}
