/**
 * Issue 10: «A test that changes the rules … and checks that the site's widgets follow the engine.»
 * Each case changes one rule the way a casino might — the dealer hits soft 17, doubling on 10–11 only,
 * fractions rounded up, the casino's third-card tableau against the text's, other exchange fees and
 * payouts in stud — and checks the widgets' logic and their rendered markup against the engine's own
 * answer, computed here, and a hand-worked figure. No widget code knows these rules: they flow in as data.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  blackjackValue,
  dealerHits,
  mayDouble,
  resolveRulesOrThrow as blackjackRules,
  settleHand,
  type BlackjackRules,
} from '@croupier/engine/blackjack';
import {
  baccaratGame,
  bankerDraws,
  resolveRulesOrThrow as baccaratRules,
  type BaccaratRules,
} from '@croupier/engine/baccarat';
import {
  exchangeAllowed,
  exchangeFee,
  resolveRulesOrThrow as studRules,
  settleOutcome,
  type StudRules,
} from '@croupier/engine/stud';
import { applyAllToRound, startRound } from '@croupier/ui';
import { dealerSteps, payoutLines, splitDoubleRu } from './blackjack/logic';
import SplitDouble from './blackjack/SplitDouble';
import BjPayouts from './blackjack/Payouts';
import { betAction, coupSetup, nextAction, tellCoup } from './baccarat/coupSteps';
import { readPayouts } from './baccarat/payouts';
import BacPayoutCalc from './baccarat/PayoutCalc';
import Tableau from './baccarat/Tableau';
import { exchangeInfo, payouts } from './stud/stud';
import ExchangeCost from './stud/ExchangeCost';
import StudPayoutCalc from './stud/PayoutCalc';

const SEED_BJ = blackjackRules({ preset: 'seed' });
const text = (html: string) => html.replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ');
const cards = parseCardsOrThrow;

describe('blackjack: the dealer hits soft 17', () => {
  const h17: BlackjackRules = { ...SEED_BJ, dealerHitsSoft17: true };
  it.each([
    // hand, whether a soft 17 draws under the text, and under H17
    ['Т♦ 6♠ 8♣ 4♥', false, true], // the text stands on the soft 17; H17 draws to a hard 15, then 19
    ['6♣ 10♥ Т♦ 4♠', false, false], // 6, 16, a hard 17 (the ace counts 1): no soft 17 at all
    ['Т♣ 6♦', false, true],
  ] as const)('%s', (hand, drawsSeed, drawsH17) => {
    for (const [rules, drawsOn17] of [
      [SEED_BJ, drawsSeed],
      [h17, drawsH17],
    ] as const) {
      const steps = dealerSteps(rules, cards(hand));
      // Every step is the engine's decision for that total…
      for (const s of steps) {
        const v = blackjackValue(s.cards);
        if (!v.blackjack && !v.bust) expect(s.decision === 'draw').toBe(dealerHits(rules, v.total, v.soft));
      }
      // …and on a soft 17 the two tables part (hand-worked).
      const at17 = steps.find((s) => s.total === 17 && s.soft);
      if (at17) expect(at17.decision === 'draw').toBe(drawsOn17);
    }
  });
});

describe('blackjack: doubling on 10 and 11 only, hard totals only', () => {
  const tenEleven: BlackjackRules = { ...SEED_BJ, doubleOn: '10-11', doubleSoft: false };
  const hands = ['5♠ 4♦', '6♠ 4♦', '6♠ 5♦', 'Т♣ 8♥', 'Т♦ 9♠', '5♠ 5♦', '7♠ 5♦'];
  it.each(hands)('%s: the widget answers what the engine answers', (hand) => {
    for (const rules of [SEED_BJ, tenEleven]) {
      expect(splitDoubleRu(rules, cards(hand)).canDouble).toBe(mayDouble(rules, cards(hand)).ok);
    }
  });

  it('hand-worked: 9 and T+8 double under the text, not under 10–11; the rendered widget says so', () => {
    expect(splitDoubleRu(tenEleven, cards('5♠ 4♦')).canDouble).toBe(false);
    expect(splitDoubleRu(SEED_BJ, cards('5♠ 4♦')).canDouble).toBe(true);
    const seedHtml = text(renderToStaticMarkup(<SplitDouble initial="Т♣ 8♥" />));
    const casinoHtml = text(renderToStaticMarkup(<SplitDouble initial="Т♣ 8♥" rules={tenEleven} />));
    expect(seedHtml).toContain('Удвоение: Можно: туз считается за 1, сумма 9');
    expect(casinoHtml).toContain('Удвоение: Нельзя: удвоить можно только при сумме первых двух карт 10 или 11');
  });
});

describe('fractions of a chip rounded up instead of down', () => {
  const up: BlackjackRules = { ...SEED_BJ, rounding: 'up' };
  it('blackjack: 3:2 on 5 pays 8 (7,5 up), as the engine settles it', () => {
    const engine = orThrow(settleHand(up, { cards: cards('Т♥ К♠'), stake: 5 }, cards('10♣ 8♦'))).won;
    expect(engine).toBe(8);
    const lines = payoutLines(up, '5');
    expect(lines.ok && lines.blackjack).toBe(
      `Ставка 5, Блекджек 3:2: выигрыш ${engine} (ровно 7,5; казино доплачивает 0,5\u00a0фишки до целой), вместе со ставкой 13.`,
    );
    expect(text(renderToStaticMarkup(<BjPayouts rules={up} />))).toContain('выигрыш 15, вместе со ставкой 25');
  });

  it('baccarat: 25 on Банко at 19:20 pays 24 (23,75 up); the rendered calculator shows it', () => {
    const bacUp: BaccaratRules = { ...baccaratRules({ preset: 'seed' }), rounding: 'up' };
    const r = readPayouts('25', bacUp);
    expect(r.ok && r.lines.map((l) => l.win)).toEqual([24, 25, 200]);
    expect(text(renderToStaticMarkup(<BacPayoutCalc rules={bacUp} />))).toContain(
      'казино доплачивает 0,25 фишки до целой',
    );
  });
});

describe('baccarat: the casino tableau against the text’s', () => {
  const TABLEAUS = ['casino', 'seed'] as const;
  it.each(TABLEAUS)('%s: every cell of the rendered table is the engine’s bankerDraws', (tableau) => {
    const html = renderToStaticMarkup(
      <Tableau
        initial={tableau}
        edges={{
          casino: { banker: 0, player: 0, tie: 0, exact: { banker: '0', player: '0', tie: '0' } },
          seed: { banker: 0, player: 0, tie: 0, exact: { banker: '0', player: '0', tie: '0' } },
        }}
      />,
    );
    const cells = [...html.matchAll(/data-testid="bac-cell-(\d)-(\w+)" data-draws="(true|false)"/gu)];
    expect(cells).toHaveLength(88);
    for (const [, total, third, draws] of cells) {
      const t = third === 'stood' ? null : Number(third);
      expect(draws === 'true').toBe(bankerDraws({ tableau }, Number(total), t));
    }
    expect(text(html)).toContain(tableau === 'seed' ? 'как в тексте:' : 'как в казино:');
  });

  it.each(TABLEAUS)('%s: the coup stepper follows the engine on shuffle 25 (banker 5 against a 6)', (tableau) => {
    const rules = baccaratRules({ preset: tableau });
    const s = startRound(baccaratGame, rules, coupSetup, 25);
    if (!s.ok) throw new Error('start');
    let round = applyAllToRound(baccaratGame, s.round, [betAction('banker')]);
    for (let a = nextAction(round.steps.at(-1)!.state); a; a = nextAction(round.steps.at(-1)!.state))
      round = applyAllToRound(baccaratGame, round, [a]);
    const draws = bankerDraws(rules, 5, 6); // the engine's answer for this coup
    expect(draws).toBe(tableau === 'casino'); // hand-worked: the casino draws on 5 against 4–7, the text stands
    const line = tellCoup(rules, round.steps).find((l) => l.text.startsWith('У крупье 5'))!;
    expect(line.text).toContain(draws ? 'крупье берёт карту' : 'крупье стоит');
  });
});

describe('stud: other exchange fees and another paytable', () => {
  const SEED_STUD = studRules();
  const dear: StudRules = { ...SEED_STUD, feeOneCard: { pays: 3, per: 2 }, feeTwoCards: { pays: 2, per: 1 } };
  it.each([
    [10, 40],
    [10, 100],
    [5, 50],
    [7, 60],
  ])('ante %i, balance %i: fees and limits are the engine’s', (ante, balance) => {
    const info = exchangeInfo(ante, balance, dear);
    if (typeof info === 'string') throw new Error(info);
    for (const o of info.options) {
      expect(o.fee).toBe(orThrow(exchangeFee(ante, o.count, dear)));
      expect(o.allowed).toBe(exchangeAllowed({ balance: balance - ante, ante, count: o.count }, dear).ok);
    }
  });

  it('hand-worked: ante 10, one card at 3:2 costs 15, two at 2:1 cost 20; with 40 on the account neither leaves the raise', () => {
    const info = exchangeInfo(10, 40, dear);
    expect(typeof info !== 'string' && info.options.map((o) => [o.fee, o.allowed])).toEqual([
      [15, false], // 30 − 15 = 15 < the raise of 20: refused
      [20, false],
    ]);
    const html = text(renderToStaticMarkup(<ExchangeCost rules={dear} />));
    expect(html).toContain('одна карта 15');
    expect(html).toContain('две карты 20');
  });

  it('a full house paying 8:1 wins 10 + 20 × 8 = 170 at ante 10', () => {
    const rich: StudRules = { ...SEED_STUD, paytable: { ...SEED_STUD.paytable, fullHouse: { pays: 8, per: 1 } } };
    const t = payouts(10, rich);
    const engine = orThrow(settleOutcome({ ante: 10, outcome: 'playerWins', category: 'fullHouse' }, rich)).net;
    expect(engine).toBe(170);
    expect(t.ok && t.rows.find((r) => r.category === 'fullHouse')).toMatchObject({ won: engine, pays: '8:1' });
    expect(text(renderToStaticMarkup(<StudPayoutCalc rules={rich} />))).toContain('Фулл 8:1 170');
  });
});
