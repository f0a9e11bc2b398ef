/**
 * The chat assistant's knowledge index, derived from the compiled content at build time: one item
 * per service, case study, job, article and FAQ entry, a few company facts from site.yaml, and the
 * extra items of content/chat.yaml. Adding a content file adds its item with no code change.
 */
import { FACT_CATEGORIES, type ChatData } from "../../src/chat/chat-data.ts";
import { DEFAULT_TEXTS } from "../../src/chat/default-texts.ts";
import type { KnowledgeItem } from "../../src/chat/knowledge-types.ts";
import type { ChatbotSettings, ContentBundle } from "../../src/content/types.ts";

export type KnowledgeSources = Pick<ContentBundle, "site" | "services" | "caseStudies" | "jobs" | "articles" | "faq">;

const CONTACT_FORM_URL = "/contact";

/** The bundle's chat part: the index plus the settings of content/chat.yaml, defaults filled in. */
export function buildChatData(sources: KnowledgeSources, settings: ChatbotSettings): ChatData {
  const { site } = sources;
  return {
    index: buildKnowledgeIndex(sources, settings.knowledge ?? []),
    quickActions: settings.quickActions,
    texts: { ...DEFAULT_TEXTS, ...settings.texts },
    contact: { email: site.email, phone: site.phone, formUrl: CONTACT_FORM_URL },
    companyName: site.name,
  };
}

export function buildKnowledgeIndex(sources: KnowledgeSources, extras: readonly KnowledgeItem[] = []): KnowledgeItem[] {
  const { services, caseStudies, jobs, articles, faq } = sources;
  return [
    ...services.map((service): KnowledgeItem => ({
      title: service.title,
      // The summary and price come first: the answer's opening is what a visitor reads.
      content: `${service.summary} ${sentence(service.priceLine)} ${service.description} Key features: ${service.features.join("; ")}.`,
      url: service.url,
      category: "Services",
      keywords: unique([service.navLabel, ...service.technologies, ...(service.seo.keywords ?? [])]),
    })),
    ...caseStudies.map((study): KnowledgeItem => ({
      title: study.title,
      content: `${study.description} Results: ${study.results.slice(0, 3).join("; ")}. Timeline: ${study.timeline}, team of ${study.teamSize}, budget ${study.budget}.`,
      url: study.url,
      category: study.category,
      keywords: unique(["case study", study.category, ...study.technologies]),
    })),
    ...jobs.map((job): KnowledgeItem => ({
      title: job.title,
      content: `${job.summary} Salary: ${job.salaryText} a year. Location: ${job.location}. Experience: ${job.experience}. ${sentence(job.type)}`,
      url: job.url,
      category: "Careers",
      keywords: unique(["job", "career", "position", job.department, ...job.skills]),
    })),
    ...articles.map((article): KnowledgeItem => ({
      title: article.title,
      content: `${article.excerpt} Tags: ${article.tags.join(", ")}.`,
      url: article.url,
      category: article.category,
      keywords: unique(["blog", "article", ...article.tags]),
    })),
    ...faq.flatMap((group) =>
      group.questions.map((entry): KnowledgeItem => ({
        title: entry.question,
        content: entry.answer,
        url: "/faq",
        category: group.name,
        keywords: [],
      })),
    ),
    ...companyFacts(sources),
    ...extras,
  ];
}

/** About, contact and pricing answers from site.yaml and the services' price lines. */
function companyFacts({ site, services }: KnowledgeSources): KnowledgeItem[] {
  const countries = site.offices.map((office) => office.country);
  const offices = site.offices.map((office) => `${office.city} (${office.country}${office.role ? `, ${office.role.toLowerCase()}` : ""})`);
  const { address } = site;
  return [
    {
      title: `About ${site.name}`,
      content: `${site.name} was founded in ${site.founded} and is headquartered in ${address.city}, ${address.region}. Today our ${site.consultants} consultants work from offices in ${list(countries)}: ${list(offices)}.`,
      url: "/about",
      category: FACT_CATEGORIES.about,
      keywords: unique([
        "about",
        "company",
        "founded",
        "history",
        "consultants",
        "team",
        "offices",
        "locations",
        "headquarters",
        "size",
        ...countries,
      ]),
    },
    {
      title: "Contact us",
      // Ends with the 'contact form' offer: a 'yes' starts the chat's contact form.
      content: `Email ${site.email} or call ${site.phone}. Business hours: ${site.businessHours}. Our office: ${address.street}, ${address.city}, ${address.regionCode ?? address.region} ${address.postalCode}. Would you like to fill in our contact form here in the chat? (yes/no)`,
      url: CONTACT_FORM_URL,
      category: FACT_CATEGORIES.contact,
      keywords: ["contact", "email", "phone", "call", "reach", "address", "business hours", "opening hours", "office", "talk"],
    },
    {
      title: "Our prices",
      content: `What our services cost per month: ${services.map((service) => `${service.title}: ${service.priceLine}`).join("; ")}.`,
      url: "/services",
      category: FACT_CATEGORIES.pricing,
      keywords: ["pricing", "price", "cost", "how much", "rates", "fees", "budget", "monthly", "services cost"],
    },
  ];
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 'a, b and c' */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function unique(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
