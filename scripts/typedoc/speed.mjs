// Post-processing of TypeDoc's pages for the site's speed bar (Lighthouse, phone profile), registered
// by scripts/api-docs.mjs next to the accessibility rewrites (what a module page's phone load spends its
// time on was read from Lighthouse's traces: the page hidden until its script ran, and the layout of a
// 300-member list and its sidebar copy, and the search index read at load). Each rewrite is tested in
// apps/docs/src/typedoc-a11y.test.ts. (`content-visibility: auto` on the list was tried and left out: axe
// then measures the unrendered links as overlapping and fails the target-size rule.)

import { elementEnd } from './html.mjs';

/**
 * Makes a TypeDoc page paint as soon as it is parsed. TypeDoc's theme hides the whole page
 * (`body { display: none }`) until main.js has run, or for half a second, so that a page opened from
 * disk does not show its folded sections unfolded for a moment; on a phone that holds the first paint
 * behind the script. The theme line that sets the colour scheme stays.
 *
 * @param {string} html - A page TypeDoc rendered.
 * @returns {string} The page without the hide-until-scripted statement.
 */
export function fastTypeDocPage(html) {
  return html.replace(
    /document\.body\.style\.display="none";setTimeout\(\(\) => window\.app\?app\.showPage\(\):document\.body\.style\.removeProperty\("display"\),\d+\)/u,
    '',
  );
}

/**
 * Slims a module's index page (one whose content is the list of its members): the sidebar's "On This
 * Page" list, which repeats that list, each entry's kind icon (the group's heading, «Functions»,
 * already names the kind) and each entry's permalink icon (the entry's name links to the member's own
 * page) are left out — half of the page's elements on the largest module.
 *
 * @param {string} html - A page TypeDoc rendered.
 * @returns {string} The page; unchanged when it is not a module's index.
 */
export function slimModuleIndex(html) {
  if (!html.includes('<dl class="tsd-member-summaries">')) return html;
  let out = html;
  const nav = out.indexOf('<details open class="tsd-accordion tsd-page-navigation">');
  if (nav >= 0) {
    const end = elementEnd(out, nav, 'details');
    if (end > 0) out = out.slice(0, nav) + out.slice(end);
  }
  return out
    .replace(
      /(<dt class="tsd-member-summary"[^>]*><span class="tsd-member-summary-name">)<svg class="tsd-kind-icon"[^>]*>(?:(?!<\/svg>)[\s\S])*?<\/svg>/gu,
      '$1',
    )
    .replace(
      /(<dt class="tsd-member-summary"[^>]*>(?:(?!<\/dt>)[\s\S])*?)<a href="#[^"]*" aria-label="Permalink" class="tsd-anchor-icon">(?:(?!<\/a>)[\s\S])*?<\/a>/gu,
      '$1',
    );
}

/**
 * The loader that fetches the search index when a reader goes to search: on a press on the search
 * button, its focus, or the theme's shortcuts (`/`, Ctrl/⌘+K). It then fires `load` (or `error`) on
 * the placeholder TypeDoc's main.js listens to, which reads the index as it would have on page load.
 */
const LAZY_SEARCH = `<script>(()=>{let asked=false;const el=()=>document.getElementById('tsd-search-script');const go=()=>{if(asked)return;asked=true;const s=document.createElement('script');s.src=el().dataset.src;s.onload=()=>el().dispatchEvent(new Event('load'));s.onerror=()=>el().dispatchEvent(new Event('error'));document.head.append(s)};addEventListener('pointerdown',(e)=>{if(e.target instanceof Element&&e.target.closest('#tsd-search-trigger'))go()},true);addEventListener('keydown',(e)=>{if(e.key==='/'||(e.key==='k'&&(e.ctrlKey||e.metaKey)))go()},true);addEventListener('focusin',(e)=>{if(e.target instanceof Element&&e.target.closest('#tsd-search-trigger,#tsd-search'))go()},true)})()</script>`;

/**
 * Loads a page's search index (every page's names, 128 kB on this site) when the reader opens the
 * search instead of with the page. On page load TypeDoc's main.js decompresses it and builds its
 * search index at once — the page's longest task on a phone — and its download competes with the
 * page's own. The `<script id="tsd-search-script">` main.js needs stays, as an empty placeholder.
 *
 * @param {string} html - A page TypeDoc rendered.
 * @returns {string} The page with the index loaded on demand; unchanged when it has no search script.
 */
export function lazySearchIndex(html) {
  return html.replace(
    /<script async src="([^"]*assets\/search\.js)" id="tsd-search-script"><\/script>/u,
    (_, src) => `<script id="tsd-search-script" data-src="${src}"></script>${LAZY_SEARCH}`,
  );
}
