/**
 * The browser editor's configuration (Decap CMS), generated from schemas/ and the compiled content at
 * build time, never written by hand (docs/decisions/0021-browser-editor.md). One collection per kind of
 * content; every schema field has a place; the editor saves the same files an editor edits by hand.
 */
import type { ContentBundle } from "../../types.ts";
import { SchemaSet } from "../schema-files.ts";
import { schemaToField } from "./schema-to-fields.ts";
import type { CmsField, References } from "./schema-to-fields.ts";

/** Where the deployed editor commits: a repository on the git host, set when building. */
export type CmsBackend = {
  name: "github" | "gitlab" | "gitea";
  repo: string;
  branch: string;
  /** The OAuth helper the sign-in popup opens (base_url). */
  baseUrl?: string;
  /** The host's API, when not the public one (api_root): GitHub Enterprise, a self-hosted GitLab, any Gitea. */
  apiRoot?: string;
};

export type CmsConfigOptions = {
  schemaDir: string;
  bundle: Pick<ContentBundle, "services" | "pages">;
  backend: CmsBackend;
  /** Each section type's editor fields by field path, as its compile step declares them (`SECTION_EDITOR_FIELDS`). */
  sectionFields: Readonly<Record<string, Readonly<Record<string, Partial<CmsField>>>>>;
  /** `npm run edit`: the local proxy that writes into content/; never set for a deployed build. */
  localBackendUrl?: string;
};

type Collection = Record<string, unknown> & { name: string; label: string };

/** The blog's categories, as the article-browser section of the blog page lists them. */
function blogCategories(bundle: CmsConfigOptions["bundle"]): string[] {
  for (const page of Object.values(bundle.pages)) {
    for (const section of page.sections) if (section.type === "article-browser") return [...section.categories];
  }
  return [];
}

/** A field that names a service by its slug: the editor picks it from the services collection. */
export const serviceRelation: Partial<CmsField> = {
  widget: "relation",
  collection: "services",
  value_field: "{{slug}}",
  search_fields: ["title"],
  display_fields: ["title"],
};

/**
 * The widgets of fields whose values come from elsewhere: the section types' own (their compile steps' `editorFields`,
 * collected in .generated/section-compile-steps.ts) and the collections' (a case study's service; an article's
 * category, one of those the blog page's article browser offers).
 */
function references(bundle: CmsConfigOptions["bundle"], sectionFields: CmsConfigOptions["sectionFields"]): References {
  const ofSections = Object.entries(sectionFields).flatMap(([key, fields]) =>
    Object.entries(fields).map(([field, widget]) => [`pages.sections.${key}.${field}`, widget] as const),
  );
  return {
    ...Object.fromEntries(ofSections),
    "case-studies.service": serviceRelation,
    "blog.category": { widget: "select", options: blogCategories(bundle) },
  };
}

export function cmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  const set = new SchemaSet(options.schemaDir);
  const refs = references(options.bundle, options.sectionFields);
  const fieldsOf = (schemaFile: string, collection: string): CmsField[] => {
    const root = schemaToField(collection, set.load(schemaFile), {
      set,
      file: schemaFile,
      required: true,
      path: collection,
      references: refs,
    });
    return (root.fields as CmsField[] | undefined) ?? [];
  };
  const yamlFolder = (name: string, label: string, folder: string, schema: string, extra: Record<string, unknown> = {}): Collection => ({
    name,
    label,
    folder: `content/${folder}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    ...mediaFolder(folder),
    ...extra,
    fields: fieldsOf(schema, name),
  });
  const single = (name: string, label: string, file: string, schema: string): Collection => ({
    name,
    label,
    files: [{ name, label, file: `content/${file}`, fields: fieldsOf(schema, name) }],
  });

  const collections: Collection[] = [
    single("site", "Company details", "site.yaml", "site.schema.json"),
    yamlFolder("pages", "Pages", "pages", "page.schema.json", { identifier_field: "heading", summary: "{{filename}}" }),
    yamlFolder("services", "Services", "services", "service.schema.json", { identifier_field: "title", sortable_fields: ["order"] }),
    // Case studies and articles are numbered (/portfolio/7, /blog/9); a new one gets a number from the
    // date and time, as Decap cannot count. The content check refuses anything else.
    yamlFolder("case-studies", "Case studies", "case-studies", "case-study.schema.json", {
      identifier_field: "title",
      slug: "{{year}}{{month}}{{day}}{{hour}}{{minute}}",
    }),
    yamlFolder("jobs", "Jobs", "jobs", "job.schema.json", { identifier_field: "title" }),
    {
      name: "blog",
      label: "Blog articles",
      folder: "content/blog",
      ...mediaFolder("blog"),
      extension: "md",
      format: "frontmatter",
      create: true,
      identifier_field: "title",
      slug: "{{year}}{{month}}{{day}}{{hour}}{{minute}}",
      fields: [
        ...fieldsOf("article.schema.json", "blog"),
        { name: "body", label: "Article", widget: "markdown", required: true, hint: "The article's text, in Markdown." },
      ],
    },
    single("faq", "FAQ", "faq.yaml", "faq.schema.json"),
    single("chat", "Chat assistant", "chat.yaml", "chat.schema.json"),
  ];

  const { backend } = options;
  return {
    backend: {
      name: backend.name,
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
    },
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    // Uploaded photos go to content/media/ (one folder per collection, below); an image field stores
    // the path under it, which the build resizes.
    media_folder: "content/media",
    public_folder: "",
    site_url: "/",
    display_url: "/",
    show_preview_links: false,
    editor: { preview: false },
    collections,
  };
}

/**
 * A collection's own folder under content/media/: a leading slash makes Decap read it from the
 * repository's root, and the stored path (blog/photo.jpg) is the one under content/media/.
 */
function mediaFolder(folder: string): { media_folder: string; public_folder: string } {
  return { media_folder: `/content/media/${folder}`, public_folder: folder };
}
