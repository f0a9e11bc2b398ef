import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PhotoMedia } from "../../lib/own-photo.ts";
import { Photo } from "./photo.tsx";

const media: PhotoMedia = {
  width: 2400,
  height: 1600,
  stem: "marcus-bennett",
  hash: "0123456789",
  widths: [320, 480, 640, 768, 960, 1280, 1600, 1920],
  fallback: "jpeg",
  placeholder: Array.from({ length: 12 }, () => "#336699"),
};

function render(priority: boolean): string {
  return renderToStaticMarkup(
    createElement(Photo, {
      image: { file: "team/marcus-bennett.jpg", alt: "Marcus Bennett at his desk.", media },
      preset: "hero",
      priority,
    }),
  );
}

describe("an own photo on the page", () => {
  it("is a <picture> with AVIF and WebP sources, a JPEG img, sizes, width and height, all on this site", () => {
    const html = render(false);
    expect(html).toContain("<picture>");
    expect(html).toMatch(
      /<source type="image\/avif" srcSet="\/assets\/media\/marcus-bennett\.0123456789-320\.avif 320w, .*-1920\.avif 1920w" sizes="\(min-width: 1024px\) 50vw, calc\(100vw - 2rem\)"\/>/,
    );
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*-768\.webp 768w/);
    expect(html).toMatch(
      /<img src="\/assets\/media\/marcus-bennett\.0123456789-768\.jpg" srcSet="[^"]*-1920\.jpg 1920w" sizes="[^"]+" width="720" height="540" alt="Marcus Bennett at his desk\."/,
    );
    expect(html).not.toMatch(/(src|srcSet)="[^"]*https?:/i);
    expect(html).toContain('loading="lazy"');
  });

  it("draws its placeholder colours inline (no style attribute, which the CSP forbids)", () => {
    const html = render(false);
    expect(html.match(/<rect [^>]*fill="#336699"/g)).toHaveLength(12);
    expect(html).not.toContain("style=");
  });

  it("the page's largest image is fetched first and never lazy", () => {
    const html = render(true);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('loading="lazy"');
  });
});
