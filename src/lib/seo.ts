import type { MetaDescriptor } from "react-router";
import type { ShellData } from "../content/shell.server.ts";
import { documentTitle } from "./search-snippet.ts";
import { stockImageUrl } from "./stock-image.ts";
import type { JsonLd } from "./structured-data.ts";

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string[];
  path: string;
  image?: { id: string; alt: string };
  type?: "website" | "article";
  jsonLd?: JsonLd[];
}

/** Title, description, keywords, canonical, Open Graph, Twitter and JSON-LD for one page, all in the HTML. */
export function pageMeta(shell: ShellData | undefined, seo: PageSeo): MetaDescriptor[] {
  if (!shell) return [{ title: seo.title }];
  const title = documentTitle(seo.title, shell.site.name, seo.path === "/");
  const url = `${shell.siteUrl}${seo.path === "/" ? "/" : seo.path}`;
  const image = seo.image && stockImageUrl(seo.image.id, 1200, 630);
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
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: seo.image?.alt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
