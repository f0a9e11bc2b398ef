/**
 * Layout checks that run inside the page (passed to `page.evaluate`), so one call measures the whole
 * page at the current viewport: it must be self-contained, with no imports and no outer variables.
 * It returns one readable line per problem; an empty list means the layout holds at this width.
 * Why these four checks and how they are read: docs/decisions/0180-layout-checks-at-six-widths.md.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const slack = 1; // sub-pixel rounding

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).slice(0, 4).join(".");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}> "${text}"`;
  };

  // 1. The page never scrolls sideways.
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (pageWidth > viewportWidth + slack) {
    const culprits = [...document.querySelectorAll("body *")].filter((element) => {
      if (element.getBoundingClientRect().right <= viewportWidth + slack) return false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX !== "visible" || style.position === "fixed") return false;
      }
      return true;
    });
    problems.push(`page is ${pageWidth}px wide in a ${viewportWidth}px viewport; widest: ${culprits.slice(-3).map(describe).join(", ")}`);
  }

  const isRendered = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  // Visually hidden text is out of sight on purpose: clipped (sr-only) or moved off the left edge (a form's bot trap).
  const isVisuallyHidden = (element: Element) => {
    if (element.getBoundingClientRect().right <= 0) return true;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
    }
    return false;
  };
  const textLines = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0);
  };

  // 2 and 3. The header is one row, and every control in it is on screen.
  const bar = document.querySelector("header nav");
  if (bar) {
    const barBox = bar.getBoundingClientRect();
    const controls = [...bar.querySelectorAll("a, button")].filter((control) => isRendered(control) && !isVisuallyHidden(control));
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.left < -slack || box.right > viewportWidth + slack)
        problems.push(`header control ${describe(control)} is outside the viewport (${Math.round(box.left)}..${Math.round(box.right)})`);
      if (box.top < barBox.top - slack || box.bottom > barBox.bottom + slack)
        problems.push(`header control ${describe(control)} leaves the header's row (${Math.round(box.top)}..${Math.round(box.bottom)})`);
    }
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.trim() || !node.parentElement || isVisuallyHidden(node.parentElement)) continue;
      const tops = new Set(textLines(node).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) problems.push(`header text "${node.data.trim()}" wraps onto ${tops.size} lines`);
    }
  }

  // 4. No text runs out of its box: the nearest ancestor that draws one (background, border) or clips.
  const boxCache = new Map<Element, Element>();
  const drawsBox = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.overflowX !== "visible" ||
      style.overflowY !== "visible" ||
      (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent") ||
      style.backgroundImage !== "none" ||
      Number.parseFloat(style.borderLeftWidth) > 0 ||
      Number.parseFloat(style.borderRightWidth) > 0 ||
      ["button", "input", "select", "textarea"].includes(element.tagName.toLowerCase())
    );
  };
  const boxOf = (element: Element): Element => {
    const cached = boxCache.get(element);
    if (cached) return cached;
    const found = element === document.body || !element.parentElement || drawsBox(element) ? element : boxOf(element.parentElement);
    boxCache.set(element, found);
    return found;
  };
  const scrollerCache = new Map<Element, boolean>();
  const inScroller = (element: Element): boolean => {
    const cached = scrollerCache.get(element);
    if (cached !== undefined) return cached;
    const overflow = getComputedStyle(element).overflowX;
    const found = overflow === "auto" || overflow === "scroll" ? true : element.parentElement ? inScroller(element.parentElement) : false;
    scrollerCache.set(element, found);
    return found;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let reported = 0;
  for (let node = walker.nextNode() as Text | null; node && reported < 10; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent || parent.closest("script, style, noscript, template, svg")) continue;
    const lines = textLines(node);
    if (lines.length === 0 || isVisuallyHidden(parent)) continue;
    const box = boxOf(parent).getBoundingClientRect();
    // Inside a region that scrolls sideways (a wide table), text beyond the screen can be scrolled to.
    const scrolls = inScroller(parent);
    const right = scrolls ? box.right : Math.min(box.right, viewportWidth);
    const left = scrolls ? box.left : Math.max(box.left, 0);
    const outside = lines.find((rect) => rect.right > right + slack || rect.left < left - slack);
    if (outside) {
      reported += 1;
      problems.push(
        `text "${node.data.trim().slice(0, 40)}" runs out of ${describe(boxOf(parent))}: text ${Math.round(outside.left)}..${Math.round(outside.right)}, box ${Math.round(left)}..${Math.round(right)}`,
      );
    }
  }
  return problems;
}
