import { describe, expect, it } from 'vitest';
import { accessibleTypeDocPage } from '../../../scripts/typedoc/a11y.mjs';

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
