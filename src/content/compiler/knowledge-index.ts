/**
 * The chat assistant's knowledge index, derived from the compiled content at build time: one item
 * per service, case study, job, article and FAQ entry, per office and per leader, and the items of
 * content/chat.yaml with the site's facts filled in ({phone}, {offices}, ...). Adding a content file
 * adds its item with no code change. See docs/assistant.md, "The item search's rules".
 */
import { openingSentences } from "../../features/assistant/index.ts";
import { type ENTRY_ANSWER_SLOTS, entryAnswer, type EntryAnswers } from "./entry-answers.ts";
import type { ChatData, AnswerTopic, KnowledgeItem } from "../chat-data-shape.ts";
import { leadLabelsOf } from "../../features/leads/index.ts";
import { businessHoursOf } from "../../features/meetings/index.ts";
import type { ChatbotSettings, CompiledPage, ContentBundle } from "../types.ts";

export type KnowledgeSources = Pick<ContentBundle, "site" | "services" | "caseStudies" | "jobs" | "articles" | "faq"> & {
  pages?: ContentBundle["pages"];
};

type ChatKnowledge = NonNullable<ChatbotSettings["knowledge"]>[number];

const CONTACT_FORM_URL = "/contact";

/** The bundle's chat part: the index, the quick actions and labels of content/chat.yaml, and the site's contacts and hours. */
export function buildChatData(sources: KnowledgeSources, settings: ChatbotSettings): ChatData {
  const { site } = sources;
  return {
    index: buildKnowledgeIndex(sources, settings.entryAnswers, settings.knowledge ?? []),
    quickActions: settings.quickActions,
    labels: settings.labels,
    meetingLabels: settings.meetingLabels,
    synonyms: settings.synonyms ?? [],
    contact: { email: site.email, phone: site.phone, formUrl: CONTACT_FORM_URL },
    leadLabels: leadLabelsOf(site.labels),
    companyName: site.name,
    business: businessHoursOf(site),
  };
}

function buildKnowledgeIndex(sources: KnowledgeSources, answers: EntryAnswers, extras: readonly ChatKnowledge[] = []): KnowledgeItem[] {
  const { services, caseStudies, jobs, articles, faq } = sources;
  const facts = siteFacts(sources, answers.and);
  const say = <K extends keyof typeof ENTRY_ANSWER_SLOTS>(kind: K, values: Record<(typeof ENTRY_ANSWER_SLOTS)[K][number], string>) =>
    entryAnswer(answers, kind, values);
  return [
    ...services.map((service): KnowledgeItem => ({
      title: service.title,
      content: say("service", {
        summary: service.summary,
        price: sentence(service.priceLine),
        description: service.description,
        features: service.features.join("; "),
      }),
      summary: service.summary,
      facts: { price: say("servicePrice", { title: service.title, price: sentence(service.priceLine) }) },
      url: service.url,
      category: "Services",
      keywords: unique([
        service.title,
        service.navLabel,
        ...(service.keywords ?? []),
        ...service.technologies,
        ...(service.seo.keywords ?? []),
      ]),
    })),
    ...caseStudies.map((study): KnowledgeItem => ({
      title: study.title,
      content: say("caseStudy", {
        description: study.description,
        client: study.client,
        results: study.results.slice(0, 3).join("; "),
        timeline: study.timeline,
        teamSize: String(study.teamSize),
        budget: study.budget,
      }),
      summary: openingSentences(study.description),
      facts: {
        price: say("caseStudyBudget", { budget: study.budget }),
        duration: say("caseStudyDuration", { timeline: study.timeline, teamSize: String(study.teamSize) }),
      },
      url: study.url,
      category: study.category,
      keywords: unique(["case study", study.category, ...(study.keywords ?? []), ...study.technologies]),
    })),
    ...jobs.map((job): KnowledgeItem => ({
      title: job.title,
      content: say("job", {
        summary: job.summary,
        salary: job.salaryText,
        location: job.location,
        experience: job.experience,
        type: sentence(job.type),
      }),
      summary: openingSentences(job.summary),
      facts: {
        price: say("jobSalary", { title: job.title, salary: job.salaryText }),
        location: say("jobLocation", { location: job.location }),
        experience: say("jobExperience", { experience: job.experience }),
      },
      url: job.url,
      category: "Careers",
      keywords: unique([job.title, "job", "career", "position", "opening", "salary", job.department, ...job.skills]),
    })),
    ...articles.map((article): KnowledgeItem => ({
      title: article.title,
      content: say("article", { excerpt: article.excerpt, tags: article.tags.join(", ") }),
      url: article.url,
      category: article.category,
      keywords: unique(["blog", "article", "post", article.category, ...article.tags]),
    })),
    ...faq.flatMap((group) =>
      group.questions.map((entry): KnowledgeItem => ({
        title: entry.question,
        content: entry.answer,
        url: "/faq",
        category: group.name,
        keywords: unique(entry.keywords ?? []),
      })),
    ),
    ...offices(sources),
    ...leaders(sources),
    // Last: on a tie, the specific item (a service's own page) goes before a general one (all prices).
    ...extras.map((extra) => fromChatYaml(extra, facts)),
  ];
}

/** The values content/chat.yaml may name in braces, from site.yaml, the about page and the services. */
export function siteFacts(
  {
    site,
    services,
    pages,
    caseStudies = [],
  }: Pick<KnowledgeSources, "site" | "services" | "pages"> & Partial<Pick<KnowledgeSources, "caseStudies">>,
  and: string,
): Record<string, string> {
  const { address } = site;
  const list = (items: readonly string[]) => joinWithAnd(items, and);
  const people = teamMembers(pages);
  const badges = Object.values(pages ?? {}).flatMap((page) =>
    page.sections.flatMap((section) => (section.type === "badges" ? section.items : [])),
  );
  return {
    name: site.name,
    legalName: site.legalName ?? site.name,
    founded: String(site.founded),
    consultants: String(site.consultants),
    email: site.email,
    phone: site.phone,
    businessHours: site.businessHours,
    street: address.street,
    city: address.city,
    region: address.region,
    regionCode: address.regionCode ?? address.region,
    postalCode: address.postalCode,
    countries: list(site.offices.map((office) => office.country)),
    offices: list(site.offices.map((office) => `${office.city} (${office.country}${office.role ? `, ${office.role.toLowerCase()}` : ""})`)),
    leadership: list(people.map(({ member }) => `${member.name}, ${member.role}`)),
    certifications: list(badges.map((badge) => badge.name)),
    prices: services.map((service) => `${service.title}: ${service.priceLine}`).join("; "),
    ...pageFacts(pages, list),
    industries: list(caseStudies.map((study) => study.client)),
  };
}

/**
 * Facts the site states on its pages, for answers that state them: the numbers
 * of every stats section, and the careers page's benefits (its first feature grid) and hiring steps.
 */
function pageFacts(pages: KnowledgeSources["pages"], list: (items: readonly string[]) => string): Record<string, string> {
  const all = Object.values(pages ?? {});
  const sections = all.flatMap((page) => page.sections);
  const stats = new Map<string, string>();
  for (const section of sections) {
    if (section.type !== "stats") continue;
    for (const stat of section.items) stats.set(stat.label, `${stat.value}${stat.suffix ?? ""} ${stat.label.toLowerCase()}`);
  }
  const careers = all.find((page) => page.path === "/careers")?.sections ?? [];
  const benefits = careers.find((section) => section.type === "feature-grid");
  const hiring = careers.find((section) => section.type === "process");
  return {
    stats: list([...stats.values()]),
    benefits: benefits?.type === "feature-grid" ? benefits.items.map((item) => `${item.title}: ${item.description}`).join(" ") : "",
    hiringSteps:
      hiring?.type === "process" ? list(hiring.steps.map((step) => (step.duration ? `${step.title} (${step.duration})` : step.title))) : "",
  };
}

/** Names in braces that no fact fills, so the content check can report them with their line. */
export function unknownPlaceholders(text: string, facts: Readonly<Record<string, string>>): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").filter((name) => !(name in facts));
}

function fill(text: string, facts: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
}

function fromChatYaml(extra: ChatKnowledge, facts: Readonly<Record<string, string>>): KnowledgeItem {
  const content = fill(extra.content, facts);
  const lead = openingSentences(content);
  const item: KnowledgeItem = {
    title: fill(extra.title, facts),
    content,
    url: extra.url,
    category: extra.category,
    keywords: unique(extra.keywords),
  };
  if (extra.intent) item.intent = extra.intent;
  if (extra.answers?.length) item.facts = Object.fromEntries(extra.answers.map((topic: AnswerTopic) => [topic, lead]));
  return item;
}

/** One item per office of site.yaml: 'Do you have an office in India?' */
function offices({ site }: KnowledgeSources): KnowledgeItem[] {
  return site.offices.map((office) => {
    const text = `${office.city}, ${office.country}${office.role ? `: ${office.role}` : ""}.`;
    return {
      title: `${office.city} (${office.country})`,
      content: text,
      facts: { location: text },
      url: "/about",
      category: "Offices",
      keywords: unique(["office", office.country, office.city]),
    };
  });
}

/** One item per member of a team section (the about page's leadership): 'Who is your CTO?' */
function leaders({ pages }: KnowledgeSources): KnowledgeItem[] {
  return teamMembers(pages).map(({ member, page }) => ({
    title: `${member.name}, ${member.role}`,
    content: `${member.name}, ${member.role}. ${member.bio}`,
    facts: { person: `${member.name}, ${member.role}.` },
    url: page.path,
    category: "Leadership",
    keywords: unique([member.name, member.role, ...acronyms(member.role)]),
  }));
}

function teamMembers(pages: KnowledgeSources["pages"]) {
  return Object.values(pages ?? {}).flatMap((page: CompiledPage) =>
    page.sections.flatMap((section) => (section.type === "team" ? section.members.map((member) => ({ member, page })) : [])),
  );
}

/** 'Founder & Chief Executive Officer' → CEO: visitors ask for the title by its letters. */
function acronyms(role: string): string[] {
  return role
    .split(/\s*(?:&|,|\band\b|\bof\b)\s*/)
    .map((part) => part.split(/\s+/).filter((word) => /^[A-Z]/.test(word)))
    .filter((capitalised) => capitalised.length >= 2)
    .map((capitalised) => capitalised.map((word) => word[0]).join(""));
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 'a, b and c', with the list word of content/chat.yaml. */
function joinWithAnd(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
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
