import type {
  BlogArticle,
  CaseStudy,
  ChatbotSettings,
  CompiledPage,
  CompiledService,
  FrequentlyAskedQuestions,
  JobOpening,
  Page,
  Service,
  SiteSettings,
} from "../types.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../lib/search-snippet.ts";
import type { ContentProblem } from "./content-error.ts";
import { fileNames, type Loaded } from "./content-files.ts";
import { checkChatLabels } from "./chat-label-checks.ts";
import { crossCheck, type CheckedFile } from "./cross-checks.ts";
import { unknownEntrySlots } from "./entry-answers.ts";
import { siteFacts, unknownPlaceholders } from "./knowledge-index.ts";
import { checkSearchSnippets, type SnippetSource } from "./search-snippet-check.ts";
import { repeatedKeywords, type KeywordEntry } from "./repeated-keywords.ts";

/** Pages of the original site's route table (docs/decisions/0151); each must have a file in content/pages. */
const REQUIRED_PAGES = ["home", "services", "about", "portfolio", "careers", "blog", "faq", "contact", "privacy", "terms", "cookies"];

interface WholeContent {
  contentDir: string;
  checked: CheckedFile[];
  site: Loaded<SiteSettings> | undefined;
  chat: Loaded<ChatbotSettings> | undefined;
  faq: Loaded<FrequentlyAskedQuestions> | undefined;
  pages: Loaded<Page>[];
  services: Loaded<Service>[];
  caseStudies: Loaded<CaseStudy>[];
  jobs: Loaded<JobOpening>[];
  articles: Loaded<BlogArticle>[];
  compiledServices: CompiledService[];
  compiledPages: Record<string, CompiledPage>;
}

/**
 * The checks that need more than one file: required pages, the time zone, one featured entry, links
 * between files, search snippets, the chat's facts and the placeholders of its labels. Appends to `problems`, which it also reads
 * (a page file that failed on its own is not reported missing as well).
 */
export function checkWholeContent(content: WholeContent, problems: ContentProblem[]): void {
  const { site, chat, pages, services, caseStudies, jobs, articles } = content;
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
  if (site && !isTimeZone(site.data.timeZone))
    problems.push({
      file: site.source.path,
      ...site.source.locate(["timeZone"]),
      field: "timeZone",
      message: `"${site.data.timeZone}" is not a time zone this computer knows (use an IANA name such as America/New_York or America/Chicago)`,
      severity: "error",
    });
  if (site) problems.push(...jobChoiceProblems(site));
  onlyOneFeatured(caseStudies, "case study", problems);
  onlyOneFeatured(articles, "article", problems);
  problems.push(...crossCheck(content.checked, knownPaths(content.contentDir)));
  if (site) problems.push(...checkSearchSnippets(snippetSources(pages, services, caseStudies, jobs, articles), site.data.name));
  if (chat) problems.push(...entryAnswerProblems(chat), ...checkChatLabels(chat));
  problems.push(...repeatedKeywords(keywordEntries(content)));
  if (site && chat) {
    // A misspelt {fact} in a chat answer would reach visitors as written: fail with its line.
    const facts = siteFacts(
      { site: site.data, services: content.compiledServices, pages: content.compiledPages },
      chat.data.entryAnswers.and,
    );
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
}

/** Every entry that gives the assistant keywords, in a fixed order: services, case studies, FAQ questions, chat.yaml's answers. */
function keywordEntries({ services, caseStudies, faq, chat }: WholeContent): KeywordEntry[] {
  const ofFile = ({ source, data }: Loaded<{ keywords?: string[] }>): KeywordEntry[] =>
    data.keywords ? [{ source, path: ["keywords"], name: source.path, keywords: data.keywords }] : [];
  const questions = (faq?.data.categories ?? []).flatMap((category, c) =>
    category.questions.flatMap(({ question, keywords }, q): KeywordEntry[] =>
      faq && keywords
        ? [
            {
              source: faq.source,
              path: ["categories", c, "questions", q, "keywords"],
              name: `the FAQ question "${question}" in ${faq.source.path}`,
              keywords,
            },
          ]
        : [],
    ),
  );
  const answers = (chat?.data.knowledge ?? []).flatMap(({ title, keywords }, k): KeywordEntry[] =>
    chat
      ? [{ source: chat.source, path: ["knowledge", k, "keywords"], name: `the answer "${title}" in ${chat.source.path}`, keywords }]
      : [],
  );
  return [...services.flatMap(ofFile), ...caseStudies.flatMap(ofFile), ...questions, ...answers];
}

/** A misspelt {name} in an entry answer would reach visitors as written: fail with its line and the names it may use. */
function entryAnswerProblems(chat: Loaded<ChatbotSettings>): ContentProblem[] {
  return unknownEntrySlots(chat.data.entryAnswers).map(({ kind, name, allowed }) => ({
    file: chat.source.path,
    ...chat.source.locate(["entryAnswers", kind]),
    field: `entryAnswers.${kind}`,
    message: `{${name}} is not filled in here (use ${allowed.map((known) => `{${known}}`).join(", ")})`,
    severity: "error",
  }));
}

/** A job's Apply Now button selects `jobChoice` on the contact form, so it must be one of the form's choices. */
function jobChoiceProblems(site: Loaded<SiteSettings>): ContentProblem[] {
  const { serviceChoices, jobChoice } = site.data.labels.forms;
  if (serviceChoices.includes(jobChoice)) return [];
  return [
    {
      file: site.source.path,
      ...site.source.locate(["labels", "forms", "jobChoice"]),
      field: "labels.forms.jobChoice",
      message: `"${jobChoice}" is not one of labels.forms.serviceChoices (use one of ${serviceChoices.map((choice) => `"${choice}"`).join(", ")}, or add it there)`,
      severity: "error",
    },
  ];
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
  const names = (folder: string, extension: RegExp) => fileNames(contentDir, folder, extension);
  return new Set([
    ...names("pages", /\.ya?ml$/).map((name) => (name === "home" ? "/" : `/${name}`)),
    ...names("services", /\.ya?ml$/).flatMap((name) => [`/services/${name}`, `/services/${name}/brochure`]),
    ...names("case-studies", /\.ya?ml$/).map((name) => `/portfolio/${name}`),
    ...names("jobs", /\.ya?ml$/).map((name) => `/careers/${name}`),
    ...names("blog", /\.md$/).map((name) => `/blog/${name}`),
  ]);
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
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
