import { existsSync, readdirSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import type {
  BlogArticle,
  CaseStudy,
  CompiledArticle,
  CompiledCaseStudy,
  CompiledJob,
  CompiledPage,
  CompiledSection,
  CompiledService,
  ContentBundle,
  FrequentlyAskedQuestions,
  JobOpening,
  Page,
  RouteEntry,
  Service,
  SiteSettings,
  ChatbotSettings,
} from "../../src/content/types.ts";
import { isCollectionSection, jobApplyUrl, resolveCollectionSection } from "./collection-sections.ts";
import { articleBrowser, withRelatedArticles } from "./article-sections.ts";
import { contactForm } from "./contact-section.ts";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import { latestDay, lastModifiedDays } from "./last-modified.ts";
import { crossCheck, type CheckedFile } from "./cross-checks.ts";
import { faqBrowser } from "./faq-section.ts";
import { markdownToHtml, wordCount } from "./markdown.ts";
import { buildChatData, siteFacts, unknownPlaceholders } from "./knowledge-index.ts";
import { createValidator, type SchemaName } from "./schema-validator.ts";
import {
  collectionPlaceholders,
  repeatedFacts,
  resolvePlaceholders,
  resolveText,
  sitePlaceholders,
  unknownPlaceholderMessage,
  type PlaceholderValues,
} from "./placeholders.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../src/lib/search-snippet.ts";
import { shareCardCollector, templateVersion, type CardSpec, type CardText } from "../share-image/card-spec.ts";
import { checkSearchSnippets, type SnippetSource } from "./search-snippet-check.ts";
import { readSourceFile, type SourceFile } from "./source-file.ts";
import { scaffoldPlaceholders, withoutPlaceholderEchoes } from "./scaffold-placeholders.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";

/** Pages of the original site's route table (docs/decisions/0151); each must have a file in content/pages. */
export const REQUIRED_PAGES = [
  "home",
  "services",
  "about",
  "portfolio",
  "careers",
  "blog",
  "faq",
  "contact",
  "privacy",
  "terms",
  "cookies",
];

export interface CompileResult {
  bundle?: ContentBundle;
  problems: ContentProblem[];
  /** The share images the bundle points at, for the build to render. */
  shareCards: CardSpec[];
}

interface Loaded<T> {
  source: SourceFile;
  name: string;
  data: T;
}

/** Reads, validates and compiles content/ into the bundle the app renders. Reports every problem at once. */
export function compileContent(projectRoot: string, contentDir = join(projectRoot, "content")): CompileResult {
  const validate = createValidator(join(projectRoot, "schemas"));
  const problems: ContentProblem[] = [];
  const checked: CheckedFile[] = [];

  // Filled in stages: site.yaml first, then the counts of the collections, then the service names.
  let values: PlaceholderValues = {};

  function load<T>(file: string, schema: SchemaName): Loaded<T> | undefined {
    if (!existsSync(file)) {
      problems.push({
        file: relative(projectRoot, file),
        line: 1,
        column: 1,
        field: "",
        message: "this file is missing (the site needs it)",
        severity: "error",
      });
      return undefined;
    }
    const parsed = readSourceFile(file, projectRoot);
    // Later syntax errors are usually echoes of the first: report that one, with its line.
    const [firstError] = parsed.syntaxErrors;
    if (firstError) problems.push({ file: parsed.path, ...firstError, field: "", severity: "error" });
    if (parsed.syntaxErrors.length) return undefined;
    const source = schema === "site" ? parsed : withFactsResolved(parsed);
    const placeholders = scaffoldPlaceholders(source);
    // A fresh file from npm run content:new lists its placeholders only: the length or form of a TODO
    // text is not the editor's problem yet.
    const found = [...placeholders, ...withoutPlaceholderEchoes(validate(source, schema), placeholders)];
    problems.push(...found);
    if (found.length) return undefined;
    checked.push({ source, data: source.data });
    return { source, name: basename(file).replace(/\.(ya?ml|md)$/, ""), data: source.data as T };
  }

  /** Resolves placeholders in a file's fields and body, and warns where it copies a site.yaml fact by hand. */
  function withFactsResolved(source: SourceFile): SourceFile {
    const siteKnown = "site.phone" in values;
    walkStrings(source.data, (path, text) => {
      for (const name of repeatedFacts(text, values)) {
        problems.push({
          file: source.path,
          ...lineOfText(source, path, text, name === "services.count" ? `${values[name] ?? ""} services` : (values[name] ?? "")),
          field: fieldPath(path),
          message: repeatedFactMessage(name, values),
          severity: "warning",
        });
      }
    });
    const resolved = resolvePlaceholders(source.data, values);
    // Without a valid site.yaml every placeholder looks unknown; its own errors say what to fix.
    if (siteKnown)
      for (const { path, name } of resolved.unknown)
        problems.push({
          file: source.path,
          ...source.locate(path),
          field: fieldPath(path),
          message: unknownPlaceholderMessage(name, values),
          severity: "error",
        });
    const body =
      source.body === undefined
        ? undefined
        : resolveText(source.body, values, (name) => {
            if (siteKnown)
              problems.push({
                file: source.path,
                line: source.bodyLine ?? 1,
                column: 1,
                field: "",
                message: unknownPlaceholderMessage(name, values),
                severity: "error",
              });
          });
    return { ...source, data: resolved.data, body };
  }

  function loadAll<T>(folder: string, schema: SchemaName, extension: RegExp, namePattern: RegExp, nameHint: string) {
    const dir = join(contentDir, folder);
    if (!existsSync(dir)) return [];
    const loaded: Loaded<T>[] = [];
    for (const file of readdirSync(dir)
      .filter((name) => extension.test(name))
      .sort()) {
      const name = file.replace(extension, "");
      if (!namePattern.test(name)) {
        problems.push({
          file: join("content", folder, file),
          line: 1,
          column: 1,
          field: "",
          message: `the file name "${name}" cannot be an address (${nameHint})`,
          severity: "error",
        });
        continue;
      }
      const item = load<T>(join(dir, file), schema);
      if (item) loaded.push(item);
    }
    return loaded;
  }

  const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  const slugHint = "use lower-case letters, digits and dashes, e.g. cloud-migration.yaml";
  const numberHint = "use a whole number, e.g. 7";
  const site = load<SiteSettings>(join(contentDir, "site.yaml"), "site");
  const fileCount = (folder: string, extension: RegExp) =>
    existsSync(join(contentDir, folder)) ? readdirSync(join(contentDir, folder)).filter((name) => extension.test(name)).length : 0;
  const counts = {
    services: fileCount("services", /\.ya?ml$/),
    caseStudies: fileCount("case-studies", /\.ya?ml$/),
    articles: fileCount("blog", /\.md$/),
  };
  values = { ...(site ? sitePlaceholders(site.data) : {}), ...collectionPlaceholders(counts) };
  const services = loadAll<Service>("services", "service", /\.ya?ml$/, slug, slugHint);
  const serviceTitles = [...services].sort((a, b) => a.data.order - b.data.order).map((service) => service.data.title);
  values = { ...values, ...collectionPlaceholders(counts, serviceTitles) };
  const faq = load<FrequentlyAskedQuestions>(join(contentDir, "faq.yaml"), "faq");
  const chat = load<ChatbotSettings>(join(contentDir, "chat.yaml"), "chat");
  const pages = loadAll<Page>("pages", "page", /\.ya?ml$/, slug, slugHint);
  const cards = shareCardCollector(templateVersion(projectRoot));
  const labels = site?.data.shareCard;
  const card = (eyebrow: string | undefined, title: string): CardText => ({
    eyebrow: eyebrow ?? "",
    title,
    brand: site?.data.name ?? "",
    tagline: site?.data.tagline ?? "",
  });
  const caseStudies = loadAll<CaseStudy>("case-studies", "case-study", /\.ya?ml$/, /^[1-9][0-9]*$/, numberHint);
  const jobs = loadAll<JobOpening>("jobs", "job", /\.ya?ml$/, slug, slugHint);
  const articles = loadAll<BlogArticle>("blog", "article", /\.md$/, /^[1-9][0-9]*$/, numberHint);

  const compiledServices = services
    .map(({ name, data }): CompiledService => ({
      ...data,
      slug: name,
      url: `/services/${name}`,
      priceLine: priceLine(data),
      shareImage: cards.forRoute(`/services/${name}`, card(labels?.service, data.title)),
    }))
    .sort((a, b) => a.order - b.order);
  const serviceSlugs = compiledServices.map((service) => service.slug);
  // Links are checked against every service file, valid or not, so one broken file is reported once.
  const serviceFiles = existsSync(join(contentDir, "services"))
    ? readdirSync(join(contentDir, "services")).map((file) => file.replace(/\.ya?ml$/, ""))
    : [];

  // Before the pages: their collection sections (portfolio, careers) are filled from these.
  const compiledCaseStudies = caseStudies
    .map(({ name, data }): CompiledCaseStudy => ({
      ...data,
      id: name,
      url: `/portfolio/${name}`,
      shareImage: cards.forRoute(`/portfolio/${name}`, card(labels && `${labels.caseStudy} · ${data.category}`, data.title)),
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
  const compiledJobs = jobs
    .map(({ name, data }): CompiledJob => ({
      ...data,
      slug: name,
      url: `/careers/${name}`,
      salaryText: `${dollars(data.salary.min)}-${dollars(data.salary.max)}`,
      postedText: longUsDate(data.posted),
      applyUrl: jobApplyUrl(data.title),
      shareImage: cards.forRoute(`/careers/${name}`, card(labels && `${labels.job} · ${data.type}`, data.title)),
    }))
    .sort((a, b) => a.order - b.order);

  // Before the pages too: the blog's article-browser section is filled from these.
  const compiledArticles = withRelatedArticles(
    articles
      .map(({ name, data, source }): Omit<CompiledArticle, "related"> => ({
        ...data,
        id: name,
        url: `/blog/${name}`,
        html: markdownToHtml(source.body ?? ""),
        readTime: `${Math.max(1, Math.ceil(wordCount(source.body ?? "") / 200))} min read`,
        dateText: longUsDate(data.date),
        shareImage: cards.forRoute(`/blog/${name}`, card(labels && `${labels.article} · ${data.category}`, data.title)),
        shareImages: cards.forArticle(`/blog/${name}`, card(labels && `${labels.article} · ${data.category}`, data.title)),
      }))
      .sort((a, b) => Number(a.id) - Number(b.id)),
  );

  const compiledPages: Record<string, CompiledPage> = {};
  for (const { name, data, source } of pages) {
    const path = name === "home" ? "/" : `/${name}`;
    const sections = data.sections.map((section, index) => compileSection(section, index, source));
    const heading = data.heading ?? data.seo.title;
    const shareImage = cards.forRoute(path, card(path === "/" ? labels?.home : heading, data.seo.title));
    compiledPages[path] = { ...data, name, path, heading, sections, shareImage };
  }
  for (const required of REQUIRED_PAGES) {
    if (!pages.some((page) => page.name === required) && !problems.some((p) => p.file.endsWith(`pages/${required}.yaml`)))
      problems.push({
        file: `content/pages/${required}.yaml`,
        line: 1,
        column: 1,
        field: "",
        message: "this page is missing (the site needs it; copy another page file and adapt it)",
        severity: "error",
      });
  }

  function compileSection(section: Page["sections"][number], index: number, source: SourceFile): CompiledSection {
    if (section.type === "prose") return { ...section, html: markdownToHtml(section.markdown) };
    const sectionProblem = (field: (string | number)[], message: string) =>
      problems.push({
        file: source.path,
        ...source.locate(["sections", index, ...field]),
        field: fieldPath(["sections", index, ...field]),
        message,
        severity: "error",
      });
    if (section.type === "article-browser")
      return articleBrowser(section, compiledArticles, (message) => sectionProblem(["type"], message));
    if (section.type === "faq-browser")
      return faqBrowser(section, faq?.data.categories ?? [], (position, message) => sectionProblem(["categories", position], message));
    if (section.type === "contact-form") return contactForm(section, site?.data);
    if (isCollectionSection(section)) {
      const report = (message: string) =>
        problems.push({
          file: source.path,
          ...source.locate(["sections", index, "type"]),
          field: `sections[${index}]`,
          message,
          severity: "error",
        });
      return resolveCollectionSection(section, { caseStudies: compiledCaseStudies, jobs: compiledJobs }, report);
    }
    if (section.type !== "service-cards") return section;
    // Left out or "all": every service, so a new service file shows up without editing the page.
    const wanted = section.services === undefined || section.services === "all" ? serviceSlugs : section.services;
    wanted.forEach((wantedSlug, position) => {
      if (!serviceFiles.includes(wantedSlug)) {
        const where = source.locate(["sections", index, "services", position]);
        problems.push({
          file: source.path,
          ...where,
          field: `sections[${index}].services[${position}]`,
          message: `there is no service "${wantedSlug}" (existing: ${serviceFiles.join(", ")})`,
          severity: "error",
        });
      }
    });
    const cards = wanted
      .map((wantedSlug) => compiledServices.find((service) => service.slug === wantedSlug))
      .filter((service) => service !== undefined)
      .map(({ slug, url, title, summary, icon, image, priceLine, features }) => ({
        slug,
        url,
        title,
        summary,
        icon,
        image,
        priceLine,
        features: features.slice(0, 4),
      }));
    return { ...section, cards };
  }

  if (site && !isTimeZone(site.data.timeZone))
    problems.push({
      file: site.source.path,
      ...site.source.locate(["timeZone"]),
      field: "timeZone",
      message: `"${site.data.timeZone}" is not a time zone this computer knows (use an IANA name such as America/New_York or America/Chicago)`,
      severity: "error",
    });
  onlyOneFeatured(caseStudies, "case study", problems);
  onlyOneFeatured(articles, "article", problems);
  problems.push(...crossCheck(checked, knownPaths(contentDir)));
  if (site) problems.push(...checkSearchSnippets(snippetSources(pages, services, caseStudies, jobs, articles), site.data.name));

  if (site && chat) {
    // A misspelt {fact} in a chat answer would reach visitors as written: fail with its line.
    const facts = siteFacts({ site: site.data, services: compiledServices, pages: compiledPages });
    (chat.data.knowledge ?? []).forEach((item, index) => {
      for (const field of ["title", "content"] as const) {
        for (const name of unknownPlaceholders(item[field], facts)) {
          problems.push({
            file: chat.source.path,
            ...chat.source.locate(["knowledge", index, field]),
            field: `knowledge[${index}].${field}`,
            message: `{${name}} is not a fact the assistant knows (use one of ${Object.keys(facts)
              .map((known) => `{${known}}`)
              .join(", ")})`,
            severity: "error",
          });
        }
      }
    });
  }

  if (problems.some((problem) => problem.severity === "error") || !site || !faq || !chat) return { problems, shareCards: [] };
  const bundle: ContentBundle = {
    site: site.data,
    pages: compiledPages,
    services: compiledServices,
    caseStudies: compiledCaseStudies,
    jobs: compiledJobs,
    articles: compiledArticles,
    faq: faq.data.categories,
    // The chatbot index reads the compiled collections, so it is built from the same values.
    chat: buildChatData(
      {
        site: site.data,
        services: compiledServices,
        caseStudies: compiledCaseStudies,
        // A closed position is not offered by the chat; the chat-data route drops jobs that close after the build.
        jobs: compiledJobs.filter((job) => isJobOpen(job, businessToday())),
        articles: compiledArticles,
        faq: faq.data.categories,
        pages: compiledPages,
      },
      chat.data,
    ),
    routes: [],
    compiledOn: businessToday(),
  };
  bundle.routes = withLastModified(
    listRoutes(bundle),
    bundle,
    fileDays(contentDir, projectRoot, { pages, services, caseStudies, jobs, faq }),
  );
  return { bundle, problems, shareCards: cards.specs };
}

/** The day each route's content file last changed, keyed by route path (and "faq" for faq.yaml). */
function fileDays(
  contentDir: string,
  projectRoot: string,
  loaded: {
    pages: Loaded<Page>[];
    services: Loaded<Service>[];
    caseStudies: Loaded<CaseStudy>[];
    jobs: Loaded<JobOpening>[];
    faq: Loaded<FrequentlyAskedQuestions>;
  },
): Map<string, string> {
  const keyed: [string, Loaded<unknown>][] = [
    ...loaded.pages.map((item): [string, Loaded<unknown>] => [item.name === "home" ? "/" : `/${item.name}`, item]),
    ...loaded.services.map((item): [string, Loaded<unknown>] => [`/services/${item.name}`, item]),
    ...loaded.caseStudies.map((item): [string, Loaded<unknown>] => [`/portfolio/${item.name}`, item]),
    ...loaded.jobs.map((item): [string, Loaded<unknown>] => [`/careers/${item.name}`, item]),
    ["faq", loaded.faq],
  ];
  const fileOf = (item: Loaded<unknown>) => relative(contentDir, resolve(projectRoot, item.source.path));
  const days = lastModifiedDays(
    contentDir,
    keyed.map(([, item]) => fileOf(item)),
  );
  return new Map(keyed.map(([key, item]) => [key, days.get(fileOf(item)) ?? ""]));
}

/**
 * Every sitemap entry gets a lastmod (docs/decisions/0215-sitemap-lastmod.md): articles their revision or
 * publication day, jobs their posting day, other entries the day their file changed; a page that lists a
 * collection also changes when a listed entry does.
 */
function withLastModified(routes: RouteEntry[], bundle: ContentBundle, fileDay: Map<string, string>): RouteEntry[] {
  const ownDay = new Map<string, string | undefined>(routes.map((route) => [route.path, route.lastmod ?? fileDay.get(route.path)]));
  const collectionDays = (section: CompiledSection): (string | undefined)[] => {
    if (section.type === "service-cards") return section.cards.map((card) => ownDay.get(card.url));
    if (section.type === "article-browser") return bundle.articles.map((article) => ownDay.get(article.url));
    if (section.type === "job-list") return section.jobs.map((job) => ownDay.get(job.url));
    if (section.type === "case-study-grid") return section.cards.map((card) => ownDay.get(card.url));
    if (section.type === "case-study-spotlight") return [section.study ? ownDay.get(section.study.url) : undefined];
    if (section.type === "faq-browser") return [fileDay.get("faq")];
    return [];
  };
  return routes.map((route) => {
    if (route.kind === "brochure") return route;
    const page = route.kind === "page" ? bundle.pages[route.path] : undefined;
    const lastmod = latestDay([ownDay.get(route.path), ...(page?.sections.flatMap(collectionDays) ?? [])]);
    return lastmod ? { ...route, lastmod } : route;
  });
}

/** The search title and description of every indexable entry, with the fields that hold them. */
function snippetSources(
  pages: Loaded<Page>[],
  services: Loaded<Service>[],
  caseStudies: Loaded<CaseStudy>[],
  jobs: Loaded<JobOpening>[],
  articles: Loaded<BlogArticle>[],
): SnippetSource[] {
  const withSeo = (items: Loaded<{ seo: { title: string; description: string } }>[], homeName?: string) =>
    items.map(({ source, name, data }): SnippetSource => ({
      source,
      title: { value: data.seo.title, field: ["seo", "title"] },
      description: { value: data.seo.description, field: ["seo", "description"] },
      isHome: name === homeName,
    }));
  return [
    ...withSeo(pages, "home"),
    ...withSeo(services),
    ...withSeo(caseStudies),
    ...withSeo(jobs),
    ...articles.map(({ source, data }): SnippetSource => ({
      source,
      title: data.seoTitle ? { value: data.seoTitle, field: ["seoTitle"] } : { value: data.title, field: ["title"] },
      description: data.seoDescription
        ? { value: data.seoDescription, field: ["seoDescription"] }
        : { value: data.excerpt, field: ["excerpt"] },
      isHome: false,
      titleFix: data.seoTitle ? undefined : (limit) => `add a shorter seoTitle of ${limit} characters or fewer for search results`,
      descriptionFix: data.seoDescription
        ? undefined
        : `add a seoDescription of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters for search results; the excerpt stays on cards`,
    })),
  ];
}

/** Every address the content defines, from file names alone: one broken file does not break others' links. */
function knownPaths(contentDir: string): Set<string> {
  const names = (folder: string, extension: RegExp) =>
    existsSync(join(contentDir, folder))
      ? readdirSync(join(contentDir, folder))
          .filter((file) => extension.test(file))
          .map((file) => file.replace(extension, ""))
      : [];
  return new Set([
    ...names("pages", /\.ya?ml$/).map((name) => (name === "home" ? "/" : `/${name}`)),
    ...names("services", /\.ya?ml$/).flatMap((name) => [`/services/${name}`, `/services/${name}/brochure`]),
    ...names("case-studies", /\.ya?ml$/).map((name) => `/portfolio/${name}`),
    ...names("jobs", /\.ya?ml$/).map((name) => `/careers/${name}`),
    ...names("blog", /\.md$/).map((name) => `/blog/${name}`),
  ]);
}

/** Where a value sits inside a field: in a literal block (|) each text line is one line of the file. */
function lineOfText(source: SourceFile, path: (string | number)[], text: string, value: string) {
  const where = source.locate(path);
  const at = text.indexOf(value.split(",")[0] ?? value);
  const row = at < 0 ? 0 : text.slice(0, at).split("\n").length - 1;
  return row === 0 ? where : { line: where.line + 1 + row, column: where.column };
}

function repeatedFactMessage(name: string, values: PlaceholderValues): string {
  const written = name === "services.count" ? `${values[name] ?? ""} services` : (values[name] ?? "");
  const where = name.startsWith("site.") ? "content/site.yaml" : "the number of files in content/services";
  return `repeats "${written}" by hand (write {${name}} instead, so it follows ${where})`;
}

function walkStrings(value: unknown, visit: (path: (string | number)[], text: string) => void, path: (string | number)[] = []) {
  if (typeof value === "string") visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, visit, [...path, index]));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
}

function onlyOneFeatured(items: Loaded<{ featured?: boolean }>[], kind: string, problems: ContentProblem[]) {
  const featured = items.filter((item) => item.data.featured);
  if (featured.length <= 1) return;
  for (const item of featured.slice(1)) {
    const where = item.source.locate(["featured"]);
    problems.push({
      file: item.source.path,
      ...where,
      field: "featured",
      message: `only one ${kind} may be featured, and ${featured[0]?.source.path} already is (set this one to false)`,
      severity: "error",
    });
  }
}

function listRoutes(bundle: ContentBundle): RouteEntry[] {
  return [
    ...Object.values(bundle.pages).map((page): RouteEntry => ({
      path: page.path,
      title: page.seo.title,
      description: page.seo.description,
      kind: "page",
      shareImage: page.shareImage,
    })),
    ...bundle.services.map((s): RouteEntry => ({
      path: s.url,
      title: s.seo.title,
      description: s.seo.description,
      kind: "service",
      shareImage: s.shareImage,
    })),
    ...bundle.services.map((s): RouteEntry => ({
      path: `${s.url}/brochure`,
      title: `${s.title} brochure`,
      description: s.summary,
      kind: "brochure",
    })),
    ...bundle.caseStudies.map((c): RouteEntry => ({
      path: c.url,
      title: c.seo.title,
      description: c.seo.description,
      kind: "case-study",
      shareImage: c.shareImage,
    })),
    ...bundle.jobs.map((j): RouteEntry => ({
      path: j.url,
      title: j.seo.title,
      description: j.seo.description,
      kind: "job",
      lastmod: j.posted,
      validThrough: j.validThrough,
      shareImage: j.shareImage,
    })),
    ...bundle.articles.map((a): RouteEntry => ({
      path: a.url,
      title: a.seoTitle ?? a.title,
      description: a.seoDescription ?? a.excerpt,
      kind: "article",
      lastmod: a.updated ?? a.date,
      shareImage: a.shareImage,
    })),
  ];
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function priceLine(service: Service): string {
  return "monthly" in service.pricing ? `Starting at ${dollars(service.pricing.monthly)}/month` : service.pricing.label;
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function longUsDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
