/**
 * Issue 27, "Tamil tables": a table of the product may not break a word across lines ("வ/கை",
 * "திறந்துள்ள/து") nor clip a control (the "Open pipeline" link cut at the right edge, the sort box
 * cut), in either language, at any width. The browser says where each word's glyphs are drawn: a
 * word whose range has boxes on two lines is broken.
 */
import type { Page } from 'playwright-core';

/** Every flaw on the page as a sentence a person can act on; none is the goal. */
export function tableFlaws(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const flaws: string[] = [];
    const describe = (element: Element) => {
      const name = element.tagName.toLowerCase();
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${name}> "${text}"`;
    };
    // Words broken across lines, in every header and cell.
    for (const cell of document.querySelectorAll('table :is(th, td)')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        // Text for screen readers only sits in a 1 px box: its lines are nobody's to read.
        if (!holder || holder.getBoundingClientRect().width <= 2) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          );
          if (lines.size > 1) {
            flaws.push(`"${match[0]}" is broken across ${lines.size} lines in ${describe(cell)}`);
          }
        }
      }
    }
    // Controls in a table cut off, by a box that hides, clips or scrolls sideways.
    for (const control of document.querySelectorAll<HTMLElement>(
      'table :is(a, button, input, select)',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      for (let outer = control.parentElement; outer; outer = outer.parentElement) {
        const overflow = getComputedStyle(outer).overflowX;
        if (overflow === 'visible') continue;
        // Past the edge of a box that hides, clips or scrolls sideways: cut, or found only by
        // someone who thinks of scrolling the table (the "Open pipeline" link at the right edge).
        const edge = outer.getBoundingClientRect();
        if (box.right > edge.right + 1 || box.left < edge.left - 1) {
          const how =
            overflow === 'auto' || overflow === 'scroll' ? 'hidden past the edge of' : 'cut by';
          flaws.push(`${describe(control)} is ${how} ${describe(outer).slice(0, 30)}`);
        }
        break;
      }
    }
    return flaws;
  });
}

/**
 * Select boxes whose shown value or placeholder is cut short with "…" (/myjobs' sort box in Tamil,
 * issue 27). Kept apart from tableFlaws: the sweep runs that one on every page; this one is asked
 * for by the pages that have been made to pass it. A native select is measured by a copy of it
 * holding only its chosen option, as wide as it needs: wider than the select, the value is cut.
 */
export function cutSelectValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const antdCut = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-content, .ant-select-placeholder'),
    ]
      .filter((value) => value.getBoundingClientRect().width > 0)
      .filter((value) => value.scrollWidth > value.clientWidth + 1)
      .map(
        (value) =>
          `the select box shows ${value.clientWidth} of ${value.scrollWidth}px of "${(value.textContent ?? '').trim()}"`,
      );
    const nativeCut = [...document.querySelectorAll('select')]
      .filter((select) => select.getBoundingClientRect().width > 0)
      .flatMap((select) => {
        const chosen = select.selectedOptions[0];
        if (!chosen) return [];
        const copy = select.cloneNode(false) as HTMLSelectElement;
        copy.append(chosen.cloneNode(true));
        copy.removeAttribute('id');
        Object.assign(copy.style, {
          position: 'absolute',
          visibility: 'hidden',
          width: 'auto',
          minWidth: '0',
          maxWidth: 'none',
        });
        select.after(copy);
        const needed = copy.offsetWidth;
        copy.remove();
        return needed > select.offsetWidth + 1
          ? [`the select box is ${select.offsetWidth} of ${needed}px for "${chosen.text}"`]
          : [];
      });
    return [...antdCut, ...nativeCut];
  });
}
