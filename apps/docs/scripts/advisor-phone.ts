/**
 * The casino advisor's speed on a phone profile (issue 23: it answers within a second with every option
 * open): the built site (`apps/docs/dist`, built first when missing or with `--build`) in Chromium at
 * 390 px with the CPU slowed four times (CDP `Emulation.setCPUThrottlingRate`), the page
 * «Русский покер в казино» at Senator (every option: exchanges of one to five cards, a sixth card,
 * insurance, «покупка игры»), the list opened to every option, then `hands` deals by «Сдать». For each
 * deal it reads, in the page, the time from the click to the commit that shows the last figure (the
 * advisor's `data-state` turning `done` with every row in the table) and to the next frame after it,
 * and the worker's own time (`runTimed`). Prints the first answer (the worker starting and building its
 * tables) apart, then the median and the maximum over the deals.
 *
 * Run from apps/docs: `node --conditions=source --import tsx scripts/advisor-phone.ts [hands] [--build]`.
 * A measurement, not a test: a loaded machine slows it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newPage, serveStatic } from '@croupier/testkit';

const args = process.argv.slice(2);
const hands = Number(args.find((a) => /^\d+$/u.test(a)) ?? 12);
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (args.includes('--build') || !existsSync(join(dist, 'poker', 'casino', 'index.html'))) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = await serveStatic(dist);
const browser = await launchBrowser();
const { page, errors } = await newPage(browser);
await page.setViewportSize({ width: 390, height: 844 });
// tsx keeps function names with a `__name` helper the functions passed to the page would call.
await page.addInitScript('globalThis.__name = (f) => f;');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
// The page's rate slows its main thread only: each worker (the advisor's) is asked to be slowed as it
// starts, through its own target (attached unflattened, so commands go by `Target.sendMessageToTarget`).
// Chromium may refuse («only supported for pages»): then the estimate counts the worker's time four times.
const throttled: string[] = [];
let workerThrottling = 'not tried';
cdp.on('Target.attachedToTarget', (e) => {
  const send = (id: number, method: string, params: object = {}) =>
    void cdp
      .send('Target.sendMessageToTarget', { sessionId: e.sessionId, message: JSON.stringify({ id, method, params }) })
      .catch(() => undefined);
  if (e.targetInfo.type === 'worker') {
    send(1, 'Emulation.setCPUThrottlingRate', { rate: 4 });
    throttled.push(e.targetInfo.url);
  }
  send(2, 'Runtime.runIfWaitingForDebugger');
});
cdp.on('Target.receivedMessageFromTarget', (e) => {
  const reply = JSON.parse(e.message) as { id?: number; error?: { message: string } };
  if (reply.id === 1) workerThrottling = reply.error ? `refused: ${reply.error.message}` : 'on';
});
await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

/** In the page: presses `testId` (if given) and times the advisor until it has answered. */
const timed = (testId: string | null) =>
  page.evaluate(async (id) => {
    const advisor = document.querySelector('[data-testid="casino-advisor"]')!;
    const t0 = performance.now();
    if (id !== null) (document.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement).click();
    const done = () => advisor.getAttribute('data-state') === 'done';
    // The click's dispatch is synchronous; React commits the «computing» state before the answer comes.
    await new Promise<void>((resolve) => {
      if (id === null && done()) return resolve();
      const seen = { computing: id === null };
      const observer = new MutationObserver(() => {
        if (advisor.getAttribute('data-state') === 'computing') seen.computing = true;
        if (seen.computing && done()) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(advisor, { attributes: true, attributeFilter: ['data-state'] });
    });
    const committed = performance.now() - t0;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const painted = performance.now() - t0;
    const rows = advisor.querySelectorAll('[data-testid="casino-advice-row"]').length;
    const time = advisor.querySelector('[data-testid="casino-advisor-time"]')?.textContent ?? '';
    const worker = Number((/за ([\d\s\u00a0]+) мс/u.exec(time)?.[1] ?? 'NaN').replace(/\D/gu, ''));
    return { committed, painted, rows, worker };
  }, testId);

const loadStart = Date.now();
await page.goto(`${server.url}/poker/casino/`);
const advisor = page.getByTestId('casino-advisor');
await advisor.scrollIntoViewIfNeeded();
await page.waitForFunction(
  () => document.querySelector('[data-testid="casino-advisor"]')?.getAttribute('data-state') === 'done',
  undefined,
  { timeout: 300_000 },
);
const first = { sinceLoadMs: Date.now() - loadStart, ...(await timed(null)) };
// Every option listed: the «all» switch stays on across deals.
await page.getByTestId('casino-advisor-all').click();
const runs: Awaited<ReturnType<typeof timed>>[] = [];
for (let i = 0; i < hands; i++) runs.push(await timed('casino-advisor-deal'));

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { medianMs: Math.round(mid), maxMs: Math.round(s[s.length - 1]!) };
};
console.log(
  JSON.stringify(
    {
      cpuThrottling: 4,
      workersThrottled: throttled.length,
      width: 390,
      preset: 'senator',
      hands,
      firstAnswer: { sinceLoadMs: first.sinceLoadMs, workerMs: first.worker },
      dealToLastFigure: stats(runs.map((r) => r.committed)),
      dealToNextFrame: stats(runs.map((r) => r.painted)),
      // Where the worker could not be slowed: its time counted four times, the rest as measured.
      ...(workerThrottling === 'on'
        ? {}
        : { phoneEstimate: stats(runs.map((r) => r.painted + 3 * r.worker)), workerThrottling }),
      worker: stats(runs.map((r) => r.worker)),
      rows: [...new Set(runs.map((r) => r.rows))],
      each: runs.map((r) => `${Math.round(r.painted)} ms (worker ${r.worker} ms, ${r.rows} rows)`),
      errors,
    },
    null,
    1,
  ),
);
await browser.close();
await server.close();
