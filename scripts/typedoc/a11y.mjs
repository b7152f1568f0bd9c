// Post-processing of TypeDoc's pages for the site's accessibility bars (axe, Lighthouse), registered by
// scripts/api-docs.mjs on TypeDoc's `endPage` event. TypeDoc's default theme has no `<main>`, puts
// permalink anchors inside `<summary>` headings, leaves its two sidebar `<nav>`s unnamed and skips
// heading levels (an `@example` is an `<h4>` under the page's `<h1>`); each fix below is a small,
// local rewrite of the generated HTML, tested in scripts/typedoc/a11y.test.mjs.

import { elementEnd } from './html.mjs';

/**
 * Replaces the element that opens at `start` (a `<div …>`) by `tag`, closing tag included.
 *
 * @param {string} html - The page.
 * @param {number} start - Where the `<div` starts.
 * @param {string} tag - The new element's name.
 * @param {string} attrs - Extra attributes for the opening tag.
 * @returns {string} The page.
 */
function retagDiv(html, start, tag, attrs = '') {
  const open = html.indexOf('>', start);
  const end = elementEnd(html, start, 'div');
  if (end < 0) return html;
  const head = html.slice(start + 4, open);
  return `${html.slice(0, start)}<${tag}${head}${attrs}>${html.slice(open + 1, end - '</div>'.length)}</${tag}>${html.slice(end)}`;
}

/** What a TypeDoc link points at, from its path: `function`, `interface`, …, or `member`. */
function kindOf(href) {
  const m = /(?:^|\/)(functions|interfaces|types|variables|classes|modules)\//u.exec(href);
  const kinds = {
    functions: 'function',
    interfaces: 'interface',
    types: 'type',
    variables: 'constant',
    classes: 'class',
    modules: 'module',
  };
  return m ? kinds[m[1]] : 'member';
}

/**
 * Makes a TypeDoc page meet the site's accessibility bars.
 *
 * @param {string} html - A page TypeDoc rendered.
 * @returns {string} The page with `<main>`, named navigations, no link inside a `<summary>`, no link
 *   named by a generic word alone and heading levels that go down one at a time.
 */
export function accessibleTypeDocPage(html) {
  let out = html;
  // One main landmark: the content column.
  const content = out.indexOf('<div class="col-content"');
  if (content >= 0) out = retagDiv(out, content, 'main');
  // The sidebar is a complementary region; its two navigations get names.
  out = out.replace('<div class="col-sidebar"', '<div class="col-sidebar" role="complementary" aria-label="Sidebar"');
  out = out.replace(/<nav id="tsd-sidebar-links"/u, '<nav id="tsd-sidebar-links" aria-label="Site"');
  out = out.replace(/<nav class="tsd-navigation"/u, '<nav class="tsd-navigation" aria-label="Modules"');
  // A permalink inside a `<summary>` is a control inside a control: the heading keeps its id.
  out = out.replace(/<summary\b[^>]*>[\s\S]*?<\/summary>/gu, (summary) =>
    summary.replace(/<a\b[^>]*class="tsd-anchor-icon"[^>]*>[\s\S]*?<\/a>/gu, ''),
  );
  // A link whose whole text is a generic word (a function named `start`) says what it links to, for
  // screen readers and Lighthouse's link-text audit (hidden context, the look unchanged).
  out = out.replace(
    /(<a\b[^>]*\bhref="([^"]*)"[^>]*>(?:<svg(?:(?!<\/?a\b)[\s\S])*?<\/svg>)?(?:<span>)?)(start|here|more|link|go|continue|details|info)((?:<\/span>)?<\/a>)/gu,
    (_, open, href, word, close) => `${open}${word}<span class="tsd-context"> ${kindOf(href)}</span>${close}`,
  );
  // Headings go down one level at a time (the look stays: TypeDoc styles them by class).
  let last = 0;
  out = out.replace(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gu, (_, level, attrs, inner) => {
    const n = Math.min(Number(level), last + 1);
    last = n;
    return `<h${n}${attrs}>${inner}</h${n}>`;
  });
  return out;
}
