import { compile } from "json-schema-to-typescript";

/** The content types, generated from the schemas so no shape is written twice. */
export async function generateContentTypes(schemaDir: string, names: readonly string[]): Promise<string> {
  const root = {
    title: "ContentFiles",
    description: "Every kind of content file, by schema.",
    type: "object",
    additionalProperties: false,
    required: [...names],
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `${name}.schema.json` }])),
  };
  return compile(root as never, "ContentFiles", {
    cwd: schemaDir,
    bannerComment: "// Generated from schemas/**/*.schema.json by scripts/content-build.ts. Do not edit.",
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: false },
    // A `$ref`'s own title and description win over its target's, as in the web editor: a schema that
    // reuses a shape names that use (labels.caseStudy.cta → CaseStudyCta, not a numbered copy Cta1;
    // docs/decisions/0231-sentences-type-names-and-error-lines.md).
    $refOptions: { resolve: { http: false }, dereference: { preservedProperties: ["title", "description"] } },
  });
}
