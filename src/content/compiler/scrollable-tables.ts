import type { Element, ElementContent, Root } from "hast";

type Parent = Root | Element;

const HEADING = /^h[1-6]$/;

function textOf(node: ElementContent | Root): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") return node.children.map((child) => textOf(child as ElementContent)).join("");
  return "";
}

function headerCells(table: Element): string[] {
  const cells: string[] = [];
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (child.tagName === "th") cells.push(textOf(child).trim());
      else if (child.tagName !== "tbody") visit(child);
    }
  };
  visit(table);
  return cells.filter(Boolean);
}

/**
 * Wraps every Markdown table in a region that scrolls sideways on its own, so a table wider than a
 * phone never makes the whole page scroll (WCAG 1.4.10 lets a data table keep its two-dimensional
 * layout). The region takes keyboard focus so it can be scrolled without a pointer, and is named
 * after the heading above the table, or its column headings, so it announces what it holds.
 * docs/decisions/0182-tables-scroll-inside-their-own-region.md
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    let lastHeading = "";
    const walk = (parent: Parent) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== "element") return child;
        if (HEADING.test(child.tagName)) {
          lastHeading = textOf(child).trim();
          return child;
        }
        if (child.tagName === "table") {
          const label = lastHeading || headerCells(child).join(", ");
          return {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ...(label ? { ariaLabel: label } : {}) },
            children: [child],
          } satisfies Element;
        }
        walk(child);
        return child;
      });
    };
    walk(tree);
  };
}
