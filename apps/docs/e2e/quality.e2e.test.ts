/**
 * The site's quality bars that need a browser, on every page the build contains (`dist/**\/index.html`,
 * found afresh each run: a page added later is checked without a change here): at 390 px nothing scrolls
 * sideways, and axe finds no violation, in the light and the dark theme, narrow and wide, with every
 * island hydrated and every `<details>` open — on the site's pages and a sample of the TypeDoc API pages
 * (`apiSample`). The JavaScript budget and the links and anchors read the build only:
 * `build.dist.test.ts` (the `test:dist` tier).
 *
 * Lighthouse runs in `lighthouse.lh.test.ts`, after these, alone (see there).
 */
import { describeQuality } from './quality';

// The other half of the pages: quality-2.e2e.test.ts.
describeQuality(0);
