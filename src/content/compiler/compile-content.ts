import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type {
  BlogArticle,
  CaseStudy,
  ChatbotSettings,
  CompiledPage,
  ContentBundle,
  FrequentlyAskedQuestions,
  JobOpening,
  Page,
  Service,
  SiteSettings,
} from "../types.ts";
import { businessToday, isJobOpen } from "../../lib/job-status.ts";
import { shareCardCollector, templateVersion, type CardSpec } from "./share-image/card-spec.ts";
import { collectionCompiler } from "./compile-collections.ts";
import type { ContentProblem } from "./content-error.ts";
import { contentFiles, fileNames } from "./content-files.ts";
import { routeList } from "./content-route-list.ts";
import type { CheckedFile } from "./cross-checks.ts";
import { buildChatData } from "./knowledge-index.ts";
import { compileSection } from "./page-sections.ts";
import { collectionPlaceholders, sitePlaceholders, type PlaceholderValues } from "./placeholders.ts";
import { createValidator } from "./schema-validator.ts";
import { checkWholeContent } from "./whole-content-checks.ts";
import type { PhotoJob } from "./media/own-photos.ts";

export interface CompileResult {
  bundle?: ContentBundle;
  problems: ContentProblem[];
  /** The share images the bundle points at, for the build to render. */
  shareCards: CardSpec[];
  /** The own photos the bundle shows, for the build to resize. */
  photos: PhotoJob[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_HINT = "use lower-case letters, digits and dashes, e.g. cloud-migration.yaml";
const NUMBER = /^[1-9][0-9]*$/;
const NUMBER_HINT = "use a whole number, e.g. 7";

/**
 * Reads, validates and compiles content/ into the bundle the app renders. Reports every problem at once.
 * The stages run in a fixed order: site.yaml, then the collections (whose counts and names are
 * placeholders), then the pages (whose sections are filled from the collections), then the checks
 * across files, then the bundle.
 */
export function compileContent(projectRoot: string, contentDir = join(projectRoot, "content")): CompileResult {
  const problems: ContentProblem[] = [];
  const checked: CheckedFile[] = [];
  const photos: PhotoJob[] = [];
  // Filled in stages: site.yaml first, then the counts of the collections, then the service names.
  let values: PlaceholderValues = {};
  const { load, loadAll } = contentFiles({
    projectRoot,
    contentDir,
    validate: createValidator(join(projectRoot, "schemas")),
    problems,
    checked,
    values: () => values,
    photos,
  });

  const site = load<SiteSettings>(join(contentDir, "site.yaml"), "site");
  const fileCount = (folder: string, extension: RegExp) => fileNames(contentDir, folder, extension).length;
  const counts = {
    services: fileCount("services", /\.ya?ml$/),
    caseStudies: fileCount("case-studies", /\.ya?ml$/),
    articles: fileCount("blog", /\.md$/),
  };
  values = { ...(site ? sitePlaceholders(site.data) : {}), ...collectionPlaceholders(counts) };
  const services = loadAll<Service>("services", "service", /\.ya?ml$/, SLUG, SLUG_HINT);
  const serviceTitles = [...services].sort((a, b) => a.data.order - b.data.order).map((service) => service.data.title);
  values = { ...values, ...collectionPlaceholders(counts, serviceTitles) };
  const faq = load<FrequentlyAskedQuestions>(join(contentDir, "faq.yaml"), "faq");
  const chat = load<ChatbotSettings>(join(contentDir, "chat.yaml"), "chat");
  const pages = loadAll<Page>("pages", "page", /\.ya?ml$/, SLUG, SLUG_HINT);
  const caseStudies = loadAll<CaseStudy>("case-studies", "case-study", /\.ya?ml$/, NUMBER, NUMBER_HINT);
  const jobs = loadAll<JobOpening>("jobs", "job", /\.ya?ml$/, SLUG, SLUG_HINT);
  const articles = loadAll<BlogArticle>("blog", "article", /\.md$/, NUMBER, NUMBER_HINT);

  const cards = shareCardCollector(templateVersion(projectRoot));
  const compile = collectionCompiler(cards, site?.data, join(contentDir, "media"));
  const compiledServices = compile.services(services);
  // Before the pages: their collection sections (portfolio, careers, blog) are filled from these.
  const compiledCaseStudies = compile.caseStudies(caseStudies);
  const compiledJobs = compile.jobs(jobs);
  const compiledArticles = compile.articles(articles);

  const sectionSources = {
    site: site?.data,
    faq: faq?.data,
    services: compiledServices,
    // Links are checked against every service file, valid or not, so one broken file is reported once.
    serviceFiles: existsSync(join(contentDir, "services"))
      ? readdirSync(join(contentDir, "services")).map((file) => file.replace(/\.ya?ml$/, ""))
      : [],
    caseStudies: compiledCaseStudies,
    jobs: compiledJobs,
    articles: compiledArticles,
    complete: { caseStudies: caseStudies.length === counts.caseStudies, articles: articles.length === counts.articles },
  };
  const compiledPages: Record<string, CompiledPage> = {};
  for (const { name, data, source } of pages) {
    const path = name === "home" ? "/" : `/${name}`;
    const sections = data.sections.map((section, index) => compileSection(section, index, source, sectionSources, problems));
    const heading = data.heading ?? data.seo.title;
    const shareImage = compile.pageCard(path, heading, data.seo.title);
    compiledPages[path] = { ...data, name, path, heading, sections, shareImage };
  }

  checkWholeContent(
    { contentDir, checked, site, chat, faq, pages, services, caseStudies, jobs, articles, compiledServices, compiledPages },
    problems,
  );

  if (problems.some((problem) => problem.severity === "error") || !site || !faq || !chat) return { problems, shareCards: [], photos: [] };
  const today = businessToday(site.data.timeZone);
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
        jobs: compiledJobs.filter((job) => isJobOpen(job, today)),
        articles: compiledArticles,
        faq: faq.data.categories,
        pages: compiledPages,
      },
      chat.data,
    ),
    routes: [],
    compiledOn: today,
  };
  bundle.routes = routeList(bundle, contentDir, projectRoot, { pages, services, caseStudies, jobs, faq });
  return { bundle, problems, shareCards: cards.specs, photos };
}
