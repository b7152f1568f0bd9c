/**
 * «Счёт карт»: the figures printed on the built page against the engine (tags against the published
 * tables, efficiencies against the engine's effects of removal and the shipped tables, every index
 * against `lookupIndex`, the casino column against Schlesinger's published indices), the three islands
 * driven like a reader (axe and the phone's width: quality.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COUNTING_SYSTEMS,
  effectsOfRemoval,
  insuranceAdvice,
  lookupIndex,
  resolveRulesOrThrow,
  systemEfficiency,
  type IndexTableView,
} from '@croupier/engine/blackjack';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { useSite, waitForIslands } from './helpers';

const site = useSite();

const num = (s: string) => Number(s.trim().replace('\u2212', '-').replace('+', '').replace(',', '.'));
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

// Published tags, 2…9, T, A (Blackjack Apprenticeship's table of counting systems), written here.
const PUBLISHED: Record<string, number[]> = {
  hilo: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1],
  ko: [1, 1, 1, 1, 1, 1, 0, 0, -1, -1],
  hiopt1: [0, 1, 1, 1, 1, 0, 0, 0, -1, 0],
  hiopt2: [1, 1, 2, 2, 1, 1, 0, 0, -2, 0],
  omega2: [1, 1, 2, 2, 2, 1, 0, -1, -2, 0],
  zen: [1, 1, 2, 2, 2, 1, 0, 0, -2, -1],
};
const tagOf = (system: string, card: number) => {
  const rank = card >> 2; // 0 = two … 8 = ten, 9–11 = J Q K, 12 = ace
  const t = PUBLISHED[system]!;
  return rank === 12 ? t[9]! : rank >= 8 ? t[8]! : t[rank]!;
};

/** Two card values making a decision's hand, worked out here. */
function valuesOf(kind: string, row: number): number[] {
  if (kind === 'pair') return [row, row];
  if (kind === 'soft') return [1, row - 11];
  return row >= 12 ? [10, row - 10] : row === 11 ? [6, 5] : row === 10 ? [6, 4] : row === 9 ? [5, 4] : [5, row - 5];
}

async function scrollIslands(page: Page) {
  for (const el of await page.locator('astro-island[client="visible"]').all()) await el.scrollIntoViewIfNeeded();
  await waitForIslands(page);
  // Each island marks itself once React has attached its handlers.
  for (const id of ['cnt-strip', 'cnt-true', 'cnt-lookup']) {
    await page.waitForSelector(`[data-testid="${id}"][data-hydrated="true"]`);
  }
}

describe('«Счёт карт»: the page’s figures are the engine’s', () => {
  it('the tags of the six systems are the published ones', async () => {
    const { page, close } = await site.open('/counting/');
    for (const [id, tags] of Object.entries(PUBLISHED)) {
      const shown = await page
        .locator(`[data-testid="cnt-systems"] tr[data-system="${id}"] td[data-tag]`)
        .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-tag'))));
      expect(shown, id).toEqual(tags);
    }
    // KO starts a six-deck shoe at 4 − 4 × 6 = −20 (Vancura and Fuchs); the balanced ones at 0.
    expect(
      await page.locator('[data-testid="cnt-systems"] tr[data-system="ko"] [data-start]').getAttribute('data-start'),
    ).toBe('-20');
    expect(
      await page.locator('[data-testid="cnt-systems"] tr[data-system="hilo"] [data-start]').getAttribute('data-start'),
    ).toBe('0');
    await close();
  });

  it('betting correlation, playing efficiency, insurance correlation: the engine’s, for both games', async () => {
    const { page, close } = await site.open('/counting/');
    const cell = async (id: string, figure: string) => {
      const [preset, field] = figure.split('-') as [string, 'bc' | 'pe' | 'ic'];
      const name = { bc: 'bettingCorrelation', pe: 'playingEfficiency', ic: 'insuranceCorrelation' }[field];
      return num(
        await page.locator(`tr[data-system="${id}"] [data-figure="blackjack/${preset}/eor${id}/${name}"]`).innerText(),
      );
    };
    // Hi-Lo in both games: the shipped tables' figures, computed by the engine's table script.
    for (const preset of ['seed', 'casino'] as const) {
      const e = BLACKJACK_INDEX_TABLES[preset].hilo.efficiency;
      // The page prints three decimals, the shipped figures have four: within half a unit of each.
      const near = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThanOrEqual(0.00055);
      near(await cell('hilo', `${preset}-bc`), e.bettingCorrelation);
      near(await cell('hilo', `${preset}-pe`), e.playingEfficiency);
      near(await cell('hilo', `${preset}-ic`), e.insuranceCorrelation);
    }
    // Every system in the text's game, recomputed here from the effects of removal.
    const eor = effectsOfRemoval(resolveRulesOrThrow({ preset: 'seed' }));
    for (const id of Object.keys(PUBLISHED)) {
      const e = systemEfficiency(COUNTING_SYSTEMS[id as 'hilo'], eor);
      expect(await cell(id, 'seed-bc'), id).toBeCloseTo(e.bettingCorrelation, 3);
      expect(await cell(id, 'seed-pe'), id).toBeCloseTo(e.playingEfficiency, 3);
      expect(await cell(id, 'seed-ic'), id).toBeCloseTo(e.insuranceCorrelation, 3);
    }
    await close();
  });

  it('every index printed flips the engine’s play (lookupIndex) exactly there, in both games', async () => {
    const { page, close } = await site.open('/counting/');
    const rows = await page.locator('[data-testid="cnt-indices"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        row: tr.getAttribute('data-row')!,
        seed: tr.querySelectorAll('td[data-index]')[0]!.getAttribute('data-index')!,
        casino: tr.querySelectorAll('td[data-index]')[1]!.getAttribute('data-index')!,
      })),
    );
    expect(rows.length).toBeGreaterThan(20);
    const byRow = Object.fromEntries(rows.map((r) => [r.row, r]));
    // Schlesinger, "Blackjack Attack" (3rd ed., 2005): six decks, S17, Hi-Lo — insurance at +3,
    // 16 v 10 stand at 0, 15 v 10 stand at +4.
    expect(byRow.insurance?.casino).toBe('>=3');
    expect(byRow['hard-16-10']?.casino).toBe('>=0');
    expect(byRow['hard-15-10']?.casino).toBe('>=4');
    for (const r of rows) {
      for (const preset of ['seed', 'casino'] as const) {
        const table = BLACKJACK_INDEX_TABLES[preset].hilo as unknown as IndexTableView;
        let play: (k: number) => string;
        if (r.row === 'insurance') play = (k) => String(insuranceAdvice(table, k).take);
        else {
          const [kind, row, up] = r.row.split('-') as [string, string, string];
          const hand = valuesOf(kind, Number(row));
          play = (k) => lookupIndex(table, hand, Number(up), k)!.play;
        }
        const cell = r[preset];
        if (cell === 'none') {
          const plays = new Set(Array.from({ length: 25 }, (_, i) => play(i - 12)));
          expect(plays.size, `${r.row} ${preset}`).toBe(1);
          continue;
        }
        for (const part of cell.split(' ')) {
          const k = Number(part.slice(2));
          // "≥ k": the play changes between k − 1 and k; "≤ k": between k and k + 1.
          const [a, b] = part.startsWith('>=') ? [k - 1, k] : [k, k + 1];
          expect(play(a), `${r.row} ${preset} ${part}`).not.toBe(play(b));
        }
      }
    }
    await close();
  });
});

describe('«Счёт карт»: the islands', () => {
  it('the strip counts the cards dealt, Hi-Lo and then KO from its start', async () => {
    const { page, errors, close } = await site.open('/counting/', { islands: ['cnt-strip'] });
    await scrollIslands(page);
    const strip = page.getByTestId('cnt-strip');
    for (let i = 0; i < 12; i++) await page.getByTestId('cnt-strip-next').click();
    const seen = ((await strip.getAttribute('data-seen')) ?? '').split(',').map(Number);
    expect(seen).toHaveLength(12);
    expect(num(await text(page, 'cnt-strip-rc'))).toBe(seen.reduce((s, c) => s + tagOf('hilo', c), 0));
    await page.getByTestId('cnt-strip-system').selectOption('ko');
    // KO starts a six-deck shoe at 4 − 4 × 6 = −20 (Vancura and Fuchs).
    expect(num(await text(page, 'cnt-strip-rc'))).toBe(-20 + seen.reduce((s, c) => s + tagOf('ko', c), 0));
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    // Hand-worked: 7 / (182 / 52 = 3,5) = 2,00 → 2; −5 / 2 = −2,5 → −3 (down);
    // KO: (−12 − (−20) − 4 × 2) / 4 = 0; Hi-Lo −2 over 5 decks = −0,4 → −1.
    { system: 'hilo', rc: '7', decks: '6', dealt: '130', exact: '+2,00', floor: '+2' },
    { system: 'hilo', rc: '\u22125', decks: '6', dealt: '208', exact: '\u22122,50', floor: '\u22123' },
    { system: 'ko', rc: '-12', decks: '6', dealt: '104', exact: '0,00', floor: '0' },
    { system: 'hilo', rc: '-2', decks: '6', dealt: '52', exact: '\u22120,40', floor: '\u22121' },
    // −5 / (259 / 52) = −260/259 ≈ −1,0039 → −2: shown −1,004, not «−1,00», which would seem to floor to −1.
    { system: 'hilo', rc: '-5', decks: '6', dealt: '53', exact: '\u22121,004', floor: '\u22122' },
  ])('the converter: $system, $rc with $dealt of $decks decks dealt → $exact, floored $floor', async (c) => {
    const { page, close } = await site.open('/counting/', { islands: ['cnt-true'] });
    await scrollIslands(page);
    const panel = page.getByTestId('cnt-true');
    await panel.locator('select').first().selectOption(c.system);
    await page.getByTestId('cnt-true-rc').fill(c.rc);
    await page.getByTestId('cnt-true-decks').selectOption(c.decks);
    await page.getByTestId('cnt-true-dealt').fill(c.dealt);
    expect(await text(page, 'cnt-true-exact')).toBe(c.exact);
    expect(await text(page, 'cnt-true-floor')).toBe(c.floor);
    await close();
  });

  it('the lookup: 11 v 10 at 0 hits by the text’s rules and doubles in the casino; 16 v 10 stands from 0', async () => {
    const { page, errors, close } = await site.open('/counting/', { islands: ['cnt-lookup-slider'] });
    await scrollIslands(page);
    const slider = page.getByTestId('cnt-lookup-slider');
    await page.getByTestId('cnt-lookup-hand').selectOption('hard-11');
    await page.getByTestId('cnt-lookup-up').selectOption('10');
    await slider.fill('0');
    expect(await text(page, 'cnt-lookup-play')).toBe('ещё карту');
    await page.getByTestId('cnt-lookup-rules').selectOption('casino');
    expect(await text(page, 'cnt-lookup-play')).toBe('удвоить');
    await page.getByTestId('cnt-lookup-hand').selectOption('hard-16');
    await slider.fill('-1');
    expect(await text(page, 'cnt-lookup-play')).toBe('ещё карту');
    await slider.fill('0');
    expect(await text(page, 'cnt-lookup-play')).toBe('хватит');
    // The best play costs nothing; the other its EV difference from the table's curves.
    const costs = await page
      .locator('[data-testid="cnt-lookup-costs"] li')
      .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-play'), Number(li.getAttribute('data-cost'))]));
    const table = BLACKJACK_INDEX_TABLES.casino.hilo as unknown as IndexTableView;
    const advice = lookupIndex(table, [10, 6], 10, 0.5)!;
    expect(Object.fromEntries(costs)).toEqual(advice.cost);
    expect(Object.fromEntries(costs).stand).toBe(0);
    await page.getByTestId('cnt-lookup-up').selectOption('1');
    await slider.fill('3');
    expect(await text(page, 'cnt-lookup-insurance')).toContain('брать (');
    await slider.fill('2');
    expect(await text(page, 'cnt-lookup-insurance')).toContain('не брать');
    expect(errors).toEqual([]);
    await close();
  });
});

// axe with the islands hydrated and the 390 px width of «Счёт карт» (and its screenshots with SHOTS_DIR)
// are quality.e2e.test.ts's, as for every page: 390 and 1280 px, light and dark, every island hydrated.
