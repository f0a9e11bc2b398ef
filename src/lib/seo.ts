import type { MetaDescriptor } from "react-router";
import type { ShareImage, ShellData } from "../content/types.ts";
import { documentTitle } from "./search-snippet.ts";
import type { JsonLd } from "./structured-data.ts";

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string[];
  path: string;
  /** The page's share image, rendered at build time (src/content/compiler/share-image/); every indexable page has one. */
  shareImage?: ShareImage;
  type?: "website" | "article";
  jsonLd?: JsonLd[];
}

/** Title, description, keywords, canonical, Open Graph, Twitter and JSON-LD for one page, all in the HTML. */
export function pageMeta(shell: ShellData | undefined, seo: PageSeo): MetaDescriptor[] {
  if (!shell) return [{ title: seo.title }];
  const title = documentTitle(seo.title, shell.site.name, seo.path === "/");
  const url = `${shell.siteUrl}${seo.path === "/" ? "/" : seo.path}`;
  return [
    { title },
    { name: "description", content: seo.description },
    ...(seo.keywords?.length ? [{ name: "keywords", content: seo.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: shell.site.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    ...(seo.shareImage ? shareImageMeta(seo.shareImage, shell.siteUrl) : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** Open Graph and Twitter tags of a share image; absolute addresses, because previews are fetched from elsewhere. */
function shareImageMeta(image: ShareImage, siteUrl: string): MetaDescriptor[] {
  const url = `${siteUrl}${image.url}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
