import { launchBrowser, serveStatic } from '@croupier/testkit';
const [dist, tag, ...paths] = process.argv.slice(2);
const server = await serveStatic(dist, { gzip: true });
const browser = await launchBrowser();
for (const theme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, colorScheme: theme });
  await ctx.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
  for (const p of paths) {
    const [path, sel] = p.split('@');
    const page = await ctx.newPage();
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    if (sel) { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(800); }
    const name = `${tag}-${theme}-${(path + (sel ?? '')).replace(/[^a-z0-9]+/giu, '_')}.png`;
    await page.screenshot({ path: `/work/shots/sitequality/${name}` });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
    await page.close();
  }
  await ctx.close();
}
await browser.close(); await server.close();
