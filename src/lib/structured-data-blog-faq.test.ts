import { describe, expect, it } from "vitest";
import { blogPosting, faqPage } from "./structured-data.ts";

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
  };

  it("describes the article, its author and points at the publisher by @id", () => {
    expect(blogPosting(article, "https://images.example.com/7.jpg", SITE_URL)).toMatchObject({
      "@type": "BlogPosting",
      headline: "From Pilot to Production",
      description: "Many pilots stall.",
      image: "https://images.example.com/7.jpg",
      datePublished: "2026-03-10",
      dateModified: "2026-03-10",
      author: { "@type": "Person", name: "Dr. Arjun Mehta", jobTitle: "Director of AI & Automation" },
      publisher: { "@id": `${SITE_URL}/#organization` },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE_URL}/blog/7` },
      articleSection: "AI & ML",
      keywords: "Generative AI, RAG",
    });
  });

  it("leaves out the job title when the author has none", () => {
    const { authorRole: _role, ...withoutRole } = article;
    expect(blogPosting(withoutRole, "x", SITE_URL).author).toEqual({ "@type": "Person", name: "Dr. Arjun Mehta" });
  });
});
