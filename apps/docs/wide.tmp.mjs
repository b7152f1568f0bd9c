import { launchBrowser, serveStatic } from '@croupier/testkit';
const [dist, ...paths] = process.argv.slice(2);
const server = await serveStatic(dist);
const browser = await launchBrowser();
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
for (const path of paths) {
  const page = await ctx.newPage();
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  for (const i of await page.locator('astro-island').all()) await i.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  console.log(path, await page.evaluate(() => [document.documentElement.scrollWidth, ...[...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect(); if (r.width === 0 || r.right <= innerWidth + 1) return false; for (let p = e.parentElement; p; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o !== 'visible') return false; } return true; }).slice(0, 6).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)]));
  await page.close();
}
await browser.close(); await server.close();
