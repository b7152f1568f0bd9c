/**
 * The long tasks of a dealer's shift on a phone profile: the built trainer (`vite build` first) in Chromium
 * at 390 px with the CPU slowed four times (CDP `Emulation.setCPUThrottlingRate`), a PerformanceObserver of
 * 'longtask' entries, and a scripted croupier who plays a whole shift right (the players think `pace` times
 * faster than real, so sixty rounds take minutes, not half an hour). Prints the long tasks seen while
 * dealing (after «Начать смену») and the longest.
 *
 * Run from apps/trainer: `node --conditions=source --import tsx scripts/shift-longtasks.ts [rounds] [pace]`.
 * A measurement, not a test: a loaded machine makes long tasks of its own.
 */
import { join } from 'node:path';
import { launchBrowser, newPage, serveStatic } from '@croupier/testkit';
import { cardsOf, owed, total } from '../e2e/shift-rules.ts';

const rounds = Number(process.argv[2] ?? 60);
const pace = Number(process.argv[3] ?? 20);
const server = await serveStatic(join(import.meta.dirname, '..', 'dist'), { spaFallback: true });
const browser = await launchBrowser();
const { page } = await newPage(browser);
await page.setViewportSize({ width: 390, height: 844 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${server.url}/shift/blackjack?seed=perf-1&rounds=${rounds}&pace=${pace}`);
await page.getByTestId('shift-start').waitFor({ timeout: 300_000 });
await page.evaluate(() => {
  const w = window as unknown as { longTasks: number[]; during: string[] };
  w.longTasks = [];
  w.during = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.longTasks.push(Math.round(e.duration));
      // The task shown when the entry is reported (just after the long task): what the table was doing.
      w.during.push(document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-task') ?? 'start');
    }
  }).observe({ type: 'longtask' });
});
const started = Date.now();
await page.getByTestId('shift-start').click();
let actions = 0;
const settledIn = new Map<string, number>();
let round = 0;
for (;;) {
  await page.waitForFunction(
    () => {
      const k = document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-task');
      return k !== 'bets' && k !== 'player';
    },
    undefined,
    { timeout: 300_000 },
  );
  const run = page.getByTestId('shift-run');
  const k = (await run.getAttribute('data-task'))!;
  if (k === 'done') break;
  const r = Number(await run.getAttribute('data-round'));
  if (r !== round) {
    round = r;
    settledIn.clear();
  }
  const before = Number(await run.getAttribute('data-graded'));
  if (k === 'deal') await page.keyboard.press('Space');
  else if (k === 'draw') {
    const v = total(cardsOf(await page.getByTestId('shift-dealer').getAttribute('data-cards')));
    await page.keyboard.press(v.total < 17 ? 'KeyD' : 'KeyC');
  } else {
    const box = page.locator('.shift-box--due');
    const id = (await box.getAttribute('data-testid'))!;
    const hands = (await box.getAttribute('data-hands'))!.split('|').map(cardsOf);
    const stakes = (await box.getAttribute('data-stakes'))!.split('|').map(Number);
    const dealer = cardsOf(await page.getByTestId('shift-dealer').getAttribute('data-cards'));
    const done = settledIn.get(id) ?? 0;
    settledIn.set(id, done + 1);
    const i = hands.length - 1 - done;
    const right = owed(hands[i]!, stakes[i]!, hands.length > 1, dealer);
    if (right.move === 'pay') {
      await page.getByRole('textbox').fill(String(right.chips));
      await page.keyboard.press('Enter');
    } else await page.keyboard.press(right.move === 'take' ? 'KeyP' : 'KeyJ');
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-graded') ?? n + 1) > n,
    before,
  );
  actions++;
}
const score = await page.getByTestId('shift-score').textContent();
const { longTasks, during } = await page.evaluate(() => {
  const w = window as unknown as { longTasks: number[]; during: string[] };
  return { longTasks: w.longTasks, during: w.during };
});
console.log(
  JSON.stringify(
    {
      rounds,
      pace,
      actions,
      seconds: Math.round((Date.now() - started) / 1000),
      score,
      longTasks: longTasks.length,
      over50: longTasks.filter((d) => d > 50).length,
      longestMs: longTasks.length ? Math.max(...longTasks) : 0,
      all: longTasks.map((d, i) => `${d} ms (${during[i]})`),
    },
    null,
    1,
  ),
);
await browser.close();
await server.close();
