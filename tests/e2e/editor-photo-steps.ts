/** What an editor does in the browser editor to put an own photo on the cloud service (both backends). */
import { expect, type Page } from "@playwright/test";

/** On the cloud service's entry: upload `photo` into its image, clear the stock id and publish. */
export async function uploadPhotoAndPublish(page: Page, photo: string, onFailure: () => string) {
  await page
    .getByRole("button", { name: /Choose an image/i })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole("button", { name: /Choose selected/i }).click();
  // The editor shows the uploaded photo in the field.
  await expect(page.locator('img[src*="cloud-team-on-site"], img[src^="blob:"]').first()).toBeVisible();
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

/** The stock id of a service file's first image: the one the editor replaces (the first Id field). */
export function firstStockId(serviceYaml: string): string {
  const id = /^\s*id: (photo-[\w-]+)\s*$/m.exec(serviceYaml)?.[1];
  if (!id) throw new Error("the service file has no stock photo id for the editor to replace");
  return id;
}

/** The built page's <picture> for the photo holds every format at every width, as files the build wrote. */
export function pictureFiles(html: string, widths: number[]): { format: string; width: number; name: string | undefined }[] {
  const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
  return ["avif", "webp", "jpg"].flatMap((format) =>
    widths.map((width) => ({
      format,
      width,
      name: new RegExp(`/assets/media/(cloud-team-on-site\\.[0-9a-f]{10}-${width}\\.${format}) ${width}w`).exec(picture)?.[1],
    })),
  );
}
