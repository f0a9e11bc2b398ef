import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One generic page route serves every file of content/pages; detail routes have one template each,
// and name the address segment of their entry `:slug`.
export default [
  index("routes/page.tsx", { id: "home" }),
  route("services/:slug", "routes/service.tsx"),
  route("services/:slug/brochure", "routes/brochure.tsx"),
  route("portfolio/:slug", "routes/case-study.tsx"),
  route("careers/:slug", "routes/job.tsx"),
  route("blog/:slug", "routes/article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("chat-data.json", "routes/chat-data-json.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("api/chat", "routes/api.chat.ts"),
  route("api/meetings/busy", "routes/api.meetings.busy.ts"),
  route("meeting", "routes/meeting.tsx"),
  route("search", "routes/search.tsx"),
  route(":page", "routes/page.tsx", { id: "page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
