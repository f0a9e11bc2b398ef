import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/article";
import { DetailNotFound } from "../components/layout/detail-not-found.tsx";
import { content } from "../content/content.server.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";

// Ids are compared as text: /blog/07 is not /blog/7.
export function loader({ params }: Route.LoaderArgs) {
  const entry = content.articles.find((item) => item.id === params.blogId);
  if (!entry) throw data(null, { status: 404 });
  return { entry };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return [{ title: "Article Not Found" }];
  const { entry } = loaderData;
  return pageMeta(shell, { title: entry.title, description: "seo" in entry ? entry.seo.description : entry.excerpt, path: entry.url });
};

export default function Detail({ loaderData: { entry } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <h1 className="text-4xl font-bold text-slate-900 dark:text-white">{entry.title}</h1>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <DetailNotFound title="Article Not Found" text="The requested article could not be found." backHref="/blog" backLabel="Back to Blog" />;
  throw error;
}
