import { describe, expect, it } from 'vitest';
import { accessibleTypeDocPage } from '../../../scripts/typedoc/a11y.mjs';
import { fastTypeDocPage, lazySearchIndex, slimModuleIndex } from '../../../scripts/typedoc/speed.mjs';

// Hand-written fragments in the shape TypeDoc 0.28's default theme renders (scripts/typedoc/a11y.mjs).
describe('the API pages’ accessibility rewrites', () => {
  it.each([
    [
      'the content column becomes the main landmark, its own closing tag included',
      '<div class="container"><div class="col-content"><div class="tsd-page-title"><h1>X</h1></div><p>a</p></div><div class="col-sidebar"></div></div>',
      '<div class="container"><main class="col-content"><div class="tsd-page-title"><h1>X</h1></div><p>a</p></main><div class="col-sidebar" role="complementary" aria-label="Sidebar"></div></div>',
    ],
    [
      'the two sidebar navigations get names',
      '<nav id="tsd-sidebar-links" class="tsd-navigation"><a href="/">Сайт</a></nav><nav class="tsd-navigation"><a href="index.html">API</a></nav>',
      '<nav id="tsd-sidebar-links" aria-label="Site" class="tsd-navigation"><a href="/">Сайт</a></nav><nav class="tsd-navigation" aria-label="Modules"><a href="index.html">API</a></nav>',
    ],
    [
      'a permalink inside a summary goes, the heading keeps its id; one outside stays',
      '<h1>T</h1><summary data-key="s"><h2 id="m">Modules<a href="#m" aria-label="Permalink" class="tsd-anchor-icon"><svg></svg></a></h2></summary><h2 id="n">N<a href="#n" aria-label="Permalink" class="tsd-anchor-icon"><svg></svg></a></h2>',
      '<h1>T</h1><summary data-key="s"><h2 id="m">Modules</h2></summary><h2 id="n">N<a href="#n" aria-label="Permalink" class="tsd-anchor-icon"><svg></svg></a></h2>',
    ],
    [
      'headings go down one level at a time, and back up freely',
      '<h1>T</h1><h4 class="tsd-anchor-link" id="example">Example</h4><h5>E</h5><h2>S</h2><h4>P</h4>',
      '<h1>T</h1><h2 class="tsd-anchor-link" id="example">Example</h2><h3>E</h3><h2>S</h2><h3>P</h3>',
    ],
    [
      'a link named by a generic word gets hidden context from its target; other names stay as they are',
      '<h1>T</h1><a href="#p" class="tsd-anchor-icon"><svg></svg></a><svg></svg><a href="../functions/x.start.html">start</a> <a href="#start"><svg class="i"></svg><span>start</span></a> <a href="../functions/x.deal.html">deal</a>',
      '<h1>T</h1><a href="#p" class="tsd-anchor-icon"><svg></svg></a><svg></svg><a href="../functions/x.start.html">start<span class="tsd-context"> function</span></a> <a href="#start"><svg class="i"></svg><span>start<span class="tsd-context"> member</span></span></a> <a href="../functions/x.deal.html">deal</a>',
    ],
  ])('%s', (_, html, want) => {
    expect(accessibleTypeDocPage(html)).toBe(want);
  });
});

// The same theme's page head and a module index, as TypeDoc 0.28 renders them (scripts/typedoc/speed.mjs).
describe('the API pages’ speed rewrites', () => {
  it('the page is no longer hidden until its script runs; the colour-scheme line stays', () => {
    const head =
      '<body><script>document.documentElement.dataset.theme = localStorage.getItem("tsd-theme") || "os";document.body.style.display="none";setTimeout(() => window.app?app.showPage():document.body.style.removeProperty("display"),500)</script><header>';
    expect(fastTypeDocPage(head)).toBe(
      '<body><script>document.documentElement.dataset.theme = localStorage.getItem("tsd-theme") || "os";</script><header>',
    );
  });

  const nav =
    '<details open class="tsd-accordion tsd-page-navigation"><summary class="tsd-accordion-summary"><h3>On This Page</h3></summary><div class="tsd-accordion-details"><details open class="tsd-accordion tsd-page-navigation-section"><summary>Functions</summary><div><a href="#deal"><span>deal</span></a></div></details></div></details>';
  const entry =
    '<dt class="tsd-member-summary" id="deal"><span class="tsd-member-summary-name"><svg class="tsd-kind-icon" aria-label="Function"><use href="../assets/icons.svg#icon-64"></use></svg><a href="../functions/x.deal.html">deal</a><a href="#deal" aria-label="Permalink" class="tsd-anchor-icon"><svg aria-hidden="true"><use href="../assets/icons.svg#icon-anchor"></use></svg></a></span></dt><dd class="tsd-member-summary"></dd>';

  it('a module index loses the sidebar copy of its list and the entries’ kind and permalink icons, nothing else', () => {
    const page = `<div class="site-menu">${nav}<nav class="tsd-navigation">M</nav></div><main><h2 id="n">N<a href="#n" aria-label="Permalink" class="tsd-anchor-icon"><svg></svg></a></h2><dl class="tsd-member-summaries">${entry}</dl></main>`;
    expect(slimModuleIndex(page)).toBe(
      '<div class="site-menu"><nav class="tsd-navigation">M</nav></div><main><h2 id="n">N<a href="#n" aria-label="Permalink" class="tsd-anchor-icon"><svg></svg></a></h2><dl class="tsd-member-summaries"><dt class="tsd-member-summary" id="deal"><span class="tsd-member-summary-name"><a href="../functions/x.deal.html">deal</a></span></dt><dd class="tsd-member-summary"></dd></dl></main>',
    );
  });

  it('the search index loads when asked for: main.js keeps its placeholder, the loader follows it', () => {
    const out = lazySearchIndex(
      '<head><script async src="../assets/search.js" id="tsd-search-script"></script><script async src="../assets/navigation.js" id="tsd-nav-script"></script></head>',
    );
    expect(
      out.startsWith('<head><script id="tsd-search-script" data-src="../assets/search.js"></script><script>'),
    ).toBe(true);
    expect(
      out.endsWith('</script><script async src="../assets/navigation.js" id="tsd-nav-script"></script></head>'),
    ).toBe(true);
    expect(out).not.toContain('async src="../assets/search.js"');
  });

  it('a member’s own page (no list of members) keeps its sidebar list', () => {
    const page = `<div class="site-menu">${nav}</div><main><h1>deal</h1></main>`;
    expect(slimModuleIndex(page)).toBe(page);
  });
});
