/** The raster logo that scripts/postbuild.ts renders from public/favicon.svg; structured data wants PNG of at least 112×112. */
export const LOGO = { path: "/logo.png", width: 512, height: 512 } as const;
