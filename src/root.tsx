import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import favicon from "../public/favicon.svg?inline";
import { ChatLauncher } from "./features/assistant/components/index.ts";
import { FORM_CLOCK_SCRIPT, rememberVisit } from "./features/leads/index.ts";
import { startFieldVitals } from "./features/visits/index.ts";
import { EARLY_INPUT_SCRIPT } from "./hydration/early-input.ts";
import { ErrorCard } from "./components/layout/error-card.tsx";
import { IMAGE_STATE_SCRIPT } from "./components/ui/photo.tsx";
import { NotFound } from "./components/layout/not-found.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { StaticIsland } from "./hydration/static-island.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { useHydratedMarker, useRouteEffects } from "./components/layout/use-route-effects.ts";
import { shellData } from "./content/shell.server.ts";
import type { ShellData } from "./content/types.ts";
import { notFoundMeta } from "./lib/route-meta.ts";

// The visit's attribution is read when the app's code first runs, before any client-side navigation (docs/decisions/0250).
rememberVisit();
// Field vitals load in their own chunk when the browser is idle after that.
startFieldVitals();

export function loader() {
  return shellData();
}

// The stock-photo host is preconnected by the pages that show a stock photo (src/components/ui/photo.tsx).
// The icon travels in the page, so loading a page asks for nothing more than its stylesheet and photos.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/svg+xml" }];

// Runs before first paint: dark unless the visitor chose light (docs/decisions/0013); marks that scripts run.
const THEME_SCRIPT = `try{var t=localStorage.getItem("theme");if(t==="light")document.documentElement.classList.remove("dark")}catch(e){}document.documentElement.classList.add("js")`;

/** Used only when the root error boundary renders (child routes' metadata replaces it otherwise). */
export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta(loaderData?.labels.notFound.title)
    : loaderData
      ? [{ title: loaderData.labels.error.title }]
      : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>("root");
  useHydratedMarker();
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: IMAGE_STATE_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: FORM_CLOCK_SCRIPT }} />
        {/* Before any control can be tapped: taps before hydration are kept (docs/hydration.md, "The first input, before and during hydration"). */}
        {/* Serialised from a function, so dev's separate server and browser transforms print it differently; the browser never re-runs it. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} suppressHydrationWarning />
        {/* With a precedence the stylesheet is a React resource, placed ahead of the other head links. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {shell?.labels.layout.skipLink}
        </a>
        {shell && <SiteHeader shell={shell} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell && (
          <StaticIsland id="footer">
            <SiteFooter shell={shell} />
          </StaticIsland>
        )}
        {shell && <ChatLauncher />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useRouteEffects();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorCard />;
}
