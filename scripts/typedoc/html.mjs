// Small helpers for the local rewrites of TypeDoc's generated HTML (scripts/typedoc/a11y.mjs, speed.mjs).

/**
 * Finds the end of the element that opens at `start` (`<div …>`, `<details …>`), counting the same
 * elements nested inside it.
 *
 * @param {string} html - The page.
 * @param {number} start - Where the opening tag starts.
 * @param {string} tag - The element's name.
 * @returns {number} The index just after its closing tag, or -1 when it does not close.
 */
export function elementEnd(html, start, tag) {
  const re = new RegExp(`<${tag}\\b|</${tag}>`, 'gu');
  re.lastIndex = start + 1;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0] === `</${tag}>` ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}
