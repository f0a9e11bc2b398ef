import { SECTION_QUERIES } from "../../../.generated/section-compile-steps.ts";
import type { QueryAllowList } from "../../lib/page-query.ts";
import type { CompiledPage, CompiledSection } from "../types.ts";

/**
 * Which query parameters each content page reads, from the sections it is made of: the allow-lists that decide
 * whether a request with a query string can be served from a prerendered file (docs/decisions/0190-query-allow-lists.md).
 * A section type declares the parameters it reads with `query` in its compile step (src/sections/<key>/<key>-compile.ts),
 * collected into .generated/section-compile-steps.ts; pages without such sections read none.
 */
export function pageQuery(page: Pick<CompiledPage, "sections">): QueryAllowList {
  return Object.assign({}, ...page.sections.map(sectionQuery)) as QueryAllowList;
}

function sectionQuery(section: CompiledSection): QueryAllowList {
  const query = (SECTION_QUERIES as Partial<Record<string, (section: CompiledSection) => QueryAllowList>>)[section.type];
  return query ? query(section) : {};
}
