import { data, Link } from "react-router";
import type { Route } from "./+types/search";
import { SearchForm } from "../components/layout/search-form.tsx";
import { useLabels } from "../components/layout/use-labels.ts";
import { content } from "../content/content.server.ts";
import { chatContext, type ChatContextValue } from "../features/assistant/server/index.server.ts";
import type { AssistantIndex } from "../content/chat-data-shape.ts";
import { MAX_QUERY_CHARS, rankingWithMeaning, searchSite, type FoundPage, type TextPart } from "../features/assistant/index.ts";
import { fillTemplate } from "../lib/fill-template.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { documentTitle } from "../lib/search-snippet.ts";

/**
 * /search?q=…: the pages whose passages hold the query, rendered by the server for each request (never
 * prerendered) from the passage index the chat answers from (docs/assistant.md, "Site search"). A plain GET
 * form: it works without JavaScript. Without q, the empty form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const labels = content.site.labels.search;
  const base = { labels, contact: content.chat.contact };
  // Direction controls (U+202A–202E, 2066–2069) would reorder how the query is shown back: they are dropped.
  const query = (new URL(request.url).searchParams.get("q") ?? "").replace(/[\u202A-\u202E\u2066-\u2069]/g, "").trim();
  if (!query) return { ...base, view: { state: "form" as const } };
  const chat = context.get(chatContext);
  const index = chat?.reply?.assistant;
  if (!index) return data({ ...base, view: { state: "unavailable" as const, query } }, { status: 503 });
  // The server's question gate and the chat's budget stand in front of this loader (post-limits.server.ts).
  return { ...base, view: { state: "results" as const, ...(await searchWith(chat, index, query)) } };
}

async function searchWith(chat: ChatContextValue, index: AssistantIndex, query: string) {
  const pageTitle = (url: string) => content.pages[url]?.heading;
  // Ranked by words and meaning, as the chat ranks, when the sentence model answers in time; else by words.
  const vectors = chat.reply?.vectors;
  const [vector] = (vectors && (await chat.embedder?.embed([query.slice(0, MAX_QUERY_CHARS)]))) ?? [];
  const rank = vectors && vector ? rankingWithMeaning({ vectors, question: vector }) : undefined;
  return searchSite(index, query, { pageTitle, ...(rank && { rank }) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = shellFrom(matches)?.site.name ?? "";
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const { labels, view } = loaderData;
  const title = view.state === "form" ? labels.title : fillTemplate(labels.resultsTitle, { query: view.query });
  return [{ title: documentTitle(title, site, false) }, { name: "robots", content: "noindex" }];
};

type SearchData = Route.ComponentProps["loaderData"];

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { labels, view } = loaderData;
  const layout = useLabels().layout;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="heading-page text-fg">{labels.title}</h1>
      <SearchForm labels={layout} query={view.state === "form" ? undefined : view.query} showLabel className="mt-6" />
      {view.state === "unavailable" && <Unanswered message={labels.unavailable} data={loaderData} />}
      {view.state === "results" && (
        <>
          {view.shortened && <p className="mt-4 text-sm text-fg-muted">{fillTemplate(labels.shortened, { max: MAX_QUERY_CHARS })}</p>}
          {view.correctedTo && (
            <p className="mt-4 text-sm text-fg-muted">{fillTemplate(labels.correctedTo, { query: view.correctedTo })}</p>
          )}
          {view.pages.length > 0 ? (
            <Results heading={fillTemplate(labels.results, { query: view.query })} pages={view.pages} types={labels.types} />
          ) : (
            <Unanswered message={fillTemplate(labels.noResults, { query: view.query })} data={loaderData} />
          )}
        </>
      )}
    </div>
  );
}

function Results({ heading, pages, types }: { heading: string; pages: FoundPage[]; types: SearchData["labels"]["types"] }) {
  return (
    <section className="mt-10" aria-labelledby="search-results">
      <h2 id="search-results" className="heading-topic text-fg">
        {heading}
      </h2>
      <ol className="mt-6 space-y-8">
        {pages.map((page) => (
          <li key={page.url}>
            <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{types[page.type]}</p>
            <h3 className="mt-1 heading-aside">
              <Link to={page.url} className="text-accent underline-offset-4 hover:underline">
                {page.title}
              </Link>
            </h3>
            {page.snippets.map((snippet, at) => (
              <p key={at} className="mt-2 text-fg-body">
                {snippet.heading && (
                  <>
                    <strong className="font-semibold text-fg">
                      <Marked parts={snippet.heading} />
                    </strong>{" "}
                  </>
                )}
                <Marked parts={snippet.text} />
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The query's words as <mark>, the rest as text: never HTML from the index. */
function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, at) =>
    part.marked ? (
      <mark key={at} className="rounded-sm bg-accent/20 px-0.5 text-fg">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** No page to show: say so, then the ways to reach a person (the site's email, phone and contact form). */
function Unanswered({ message, data: { labels, contact } }: { message: string; data: SearchData }) {
  const linkClass = "font-medium text-accent underline";
  return (
    <section className="mt-10">
      <p className="text-lg text-fg">{message}</p>
      <p className="mt-4 text-fg-body">{labels.help}</p>
      <ul className="mt-3 space-y-2 text-fg-body">
        <li>
          {labels.email}:{" "}
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
        </li>
        <li>
          {labels.phone}:{" "}
          <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`} className={linkClass}>
            {contact.phone}
          </a>
        </li>
        <li>
          <Link to={contact.formUrl} className={linkClass}>
            {labels.contactForm}
          </Link>
        </li>
      </ul>
    </section>
  );
}
