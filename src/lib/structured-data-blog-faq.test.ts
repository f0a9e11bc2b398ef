import { describe, expect, it } from "vitest";
import { faqPage } from "./structured-data.ts";
import { blogPosting } from "./structured-data-entries.ts";

const SITE_URL = "https://www.example.com";

describe("faqPage", () => {
  it("turns every question and answer into a Question with an accepted Answer", () => {
    const data = faqPage([
      { question: "How long does a typical project take?", answer: "Simple projects take 2-4 weeks." },
      { question: "Do you offer 24/7 support?", answer: "Yes." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long does a typical project take?",
          acceptedAnswer: { "@type": "Answer", text: "Simple projects take 2-4 weeks." },
        },
        { "@type": "Question", name: "Do you offer 24/7 support?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
      ],
    });
  });
});

describe("blogPosting", () => {
  const article = {
    title: "From Pilot to Production",
    excerpt: "Many pilots stall.",
    url: "/blog/7",
    date: "2026-03-10",
    author: "Dr. Arjun Mehta",
    authorRole: "Director of AI & Automation",
    category: "AI & ML",
    tags: ["Generative AI", "RAG"],
    shareImages: [
      { url: "/og/blog-7-1x1.abc.png", alt: "Blog", width: 1200, height: 1200 },
      { url: "/og/blog-7-4x3.abc.png", alt: "Blog", width: 1200, height: 900 },
      { url: "/og/blog-7-16x9.abc.png", alt: "Blog", width: 1200, height: 675 },
    ],
  };
  const site = { timeZone: "America/New_York" };

  it("describes the article, its author and points at the publisher by @id", () => {
    expect(blogPosting(article, site, SITE_URL)).toMatchObject({
      "@type": "BlogPosting",
      headline: "From Pilot to Production",
      description: "Many pilots stall.",
      image: [`${SITE_URL}/og/blog-7-1x1.abc.png`, `${SITE_URL}/og/blog-7-4x3.abc.png`, `${SITE_URL}/og/blog-7-16x9.abc.png`],
      // New York's daylight time (UTC-4) began on March 8, 2026.
      datePublished: "2026-03-10T12:00:00-04:00",
      dateModified: "2026-03-10T12:00:00-04:00",
      author: { "@type": "Person", name: "Dr. Arjun Mehta", url: `${SITE_URL}/about`, jobTitle: "Director of AI & Automation" },
      publisher: { "@id": `${SITE_URL}/#organization` },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE_URL}/blog/7` },
      articleSection: "AI & ML",
      keywords: "Generative AI, RAG",
    });
  });

  it("leaves out the job title when the author has none", () => {
    const { authorRole: _role, ...withoutRole } = article;
    expect(blogPosting(withoutRole, site, SITE_URL).author).toEqual({
      "@type": "Person",
      name: "Dr. Arjun Mehta",
      url: `${SITE_URL}/about`,
    });
  });

  it("links the author's own profile when content names one, and dates a revision", () => {
    const posting = blogPosting(
      { ...article, authorUrl: "https://www.linkedin.com/in/example", date: "2026-01-15", updated: "2026-07-01" },
      site,
      SITE_URL,
    );
    expect(posting).toMatchObject({
      author: { url: "https://www.linkedin.com/in/example" },
      datePublished: "2026-01-15T12:00:00-05:00",
      dateModified: "2026-07-01T12:00:00-04:00",
    });
  });
});
