/**
 * The dealer's drills against the testkit's independent oracles (written from the rule texts without the
 * engine): every chip payout equals the naive settlement of the item's cards or dice, and in every
 * error-spotting round the first step the naive reading finds wrong is the step the drill says to stop at
 * (none in a clean round) — under the text's rules and the casino's, over many seeds.
 */
import { describe, expect, it } from 'vitest';
import { naivePoint, naiveValue as naiveBaccaratValue, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { naiveBoxNet, naiveDealerDraws, naiveNatural, naiveValue } from '@croupier/testkit/oracles/blackjack';
import { naiveCommission, naiveOutcome, naiveWinnings } from '@croupier/testkit/oracles/craps';
import { naiveStudSettle, naiveStudValue, TEXT_PAYS } from '@croupier/testkit/oracles/stud';
import type { Drill, DrillItem, SpotStep } from '../drill.ts';
import { stoppedAt } from '../dealer/spot.ts';
import type { RulesByGame } from '../rules/choice.ts';
import { payChipsDrill as blackjackChips } from './blackjack/pay-chips.ts';
import { spotDrill as blackjackSpot } from './blackjack/spot.ts';
import { payChipsDrill as baccaratChips } from './baccarat/pay-chips.ts';
import { spotDrill as baccaratSpot } from './baccarat/spot.ts';
import { payChipsDrill as crapsChips } from './craps/pay-chips.ts';
import { spotDrill as crapsSpot } from './craps/spot.ts';
import { payChipsDrill as studChips } from './stud/pay-chips.ts';
import { spotDrill as studSpot } from './stud/spot.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, withRules } from './test-helpers.ts';

const SEEDS = Array.from({ length: 12 }, (_, i) => `dealer-${i}`);

/** Every item of a drill over the seeds, under some rules. */
function items(drill: Drill, rules: RulesByGame, seeds = SEEDS): DrillItem[] {
  return keysUnder(drill, rules).flatMap((key) => seeds.map((s) => deal(drill, key, `${s}/${key}`, rules)));
}

const ratio = (pays: number, per: number) => ({ pays, per });

describe('chip payouts agree with the naive settlements', () => {
  it.each([
    ['the text (3:2)', DEFAULT_RULES.blackjack],
    ['6:5', rulesOf('blackjack', 'seed', { blackjackPays: ratio(6, 5) })],
    ['the casino', rulesOf('blackjack', 'casino')],
  ])('blackjack under %s', (_name, rules) => {
    for (const item of items(blackjackChips, withRules('blackjack', rules))) {
      const d = item.data as { cards: number[]; dealer: number[]; stake: number };
      const naive = {
        holeCard: rules.holeCard,
        dealerBlackjackTakes: rules.dealerBlackjackTakes,
        dealerHitsSoft17: rules.dealerHitsSoft17,
        blackjackPays: rules.blackjackPays,
        insurancePays: rules.insurancePays,
        surrender: rules.surrender,
        rounding: rules.rounding,
      } as const;
      const hand = { cards: d.cards, stake: d.stake, fromSplit: false, surrendered: false };
      // Insurance: the box's net is the insurance won less the main bet lost to the dealer's natural.
      const expected =
        item.key === 'insurance'
          ? naiveBoxNet(naive, { bet: d.stake, insurance: d.stake / 2, evenMoney: false, hands: [hand] }, d.dealer) +
            d.stake
          : naiveBoxNet(naive, { bet: d.stake, insurance: null, evenMoney: false, hands: [hand] }, d.dealer);
      expect(expected).toBeGreaterThan(0);
      expect(item.answer.kind).toBe('chips');
      expect(item.solution.answer, `${item.key} ${JSON.stringify(d)}`).toBe(String(expected));
      expect(blackjackChips.check(item, String(expected)).correct).toBe(true);
      expect(blackjackChips.check(item, String(expected + 1)).correct).toBe(false);
    }
  });

  it('blackjack: an odd stake at 3:2 leaves a fraction the text does not pay (hand-worked: 15 pays 22)', () => {
    const odd = items(blackjackChips, DEFAULT_RULES).filter((i) => i.key === 'blackjack-odd');
    expect(odd.length).toBeGreaterThan(0);
    for (const item of odd) {
      const stake = (item.data as { stake: number }).stake;
      expect(stake % 2).toBe(1);
      expect(item.solution.answer).toBe(String(Math.floor((stake * 3) / 2)));
    }
  });

  it.each([
    ['the text (the default)', DEFAULT_RULES.baccarat],
    ['the casino', rulesOf('baccarat', 'casino')],
  ])('baccarat Банко and Пунто under %s (19:20 and 1:1, fractions kept by the house)', (_name, rules) => {
    for (const item of items(baccaratChips, withRules('baccarat', rules))) {
      const d = item.data as { bet: string; stake: number; player: number[]; banker: number[] };
      if (d.bet !== 'banker' && d.bet !== 'player') continue;
      const p = naivePoint(d.player);
      const b = naivePoint(d.banker);
      expect(d.bet === 'banker' ? b > p : p > b).toBe(true);
      // The text: «Банко … Выплата девятнадцать к двадцати», «Пунто … один к одному».
      const expected = d.bet === 'banker' ? Math.floor((d.stake * 19) / 20) : d.stake;
      expect(item.solution.answer, `${item.key} ${d.stake}`).toBe(String(expected));
    }
  });

  it.each([
    ['the text: commission with the bet', DEFAULT_RULES.craps],
    ['the casino: commission from the win', rulesOf('craps', 'casino')],
  ])('craps odds, place, buy and lay under %s', (_name, rules) => {
    for (const item of items(crapsChips, withRules('craps', rules))) {
      const d = item.data as { bet: string; point: number; stake: number; dice: [number, number] };
      const o = naiveOutcome(d.bet, d.point, d.dice[0], d.dice[1], rules);
      expect(o).toMatch(/^win /u);
      const [pays, per] = o.slice(4).split(':').map(Number) as [number, number];
      const won = naiveWinnings(d.stake, pays, per);
      const commission = naiveCommission(d.bet, d.stake, rules.commissionPercent);
      const expected = item.key.startsWith('commission')
        ? commission
        : won - (rules.commissionOn === 'win' ? Math.min(won, commission) : 0);
      expect(item.solution.answer, `${item.key} ${JSON.stringify(d)}`).toBe(String(expected));
      if (item.key.startsWith('odds')) {
        // Odds in the stake unit that pays whole: 5 and 9 in even stakes, 6 and 8 in fives (true odds 3:2, 6:5).
        expect((d.stake * pays) % per).toBe(0);
      }
    }
  });

  it.each([
    ['the text', DEFAULT_RULES.stud],
    ['the casino', rulesOf('stud', 'casino')],
  ])('stud raise and ante under %s', (_name, rules) => {
    for (const item of items(studChips, withRules('stud', rules), SEEDS.slice(0, 4))) {
      const d = item.data as { player: number[]; dealer: number[]; ante: number };
      const s = naiveStudSettle({ ...d, raised: true }, rules);
      expect(s.outcome).toBe(item.key === 'no-game' ? 'dealerNoGame' : 'playerWins');
      expect(item.solution.answer).toBe(String(s.net));
    }
  });

  it('stud under the text: a full house on ante 10 pays 10 + 20 × 7 = 150 (the text’s own example)', () => {
    const full = items(studChips, DEFAULT_RULES, SEEDS.slice(0, 6)).filter((i) => i.key === 'fullHouse');
    for (const item of full) {
      const ante = (item.data as { ante: number }).ante;
      expect(item.solution.answer).toBe(String(ante + 2 * ante * TEXT_PAYS.fullHouse!));
    }
  });
});

/** The amount in a step's text («выигрыш 15 фишек»), or null. */
const amount = (text: string, word: string) => {
  const m = new RegExp(`${word} (\\d+)`, 'u').exec(text.replace(/\u00a0/gu, ' '));
  return m ? Number(m[1]) : null;
};

/** The step the drill says to stop at, or null. */
const stopOf = (item: DrillItem) => stoppedAt(item.solution.answer);
const stepsOf = (item: DrillItem): readonly SpotStep[] => (item.answer.kind === 'spot' ? item.answer.steps : []);

describe('error spotting: the first wrong step by the naive reading is the step to stop at', () => {
  it.each([
    ['the casino tableau', rulesOf('baccarat', 'casino'), 'casino'],
    ['the text’s tableau (the default)', DEFAULT_RULES.baccarat, 'seed'],
  ] as const)('baccarat under %s', (_name, rules, tableau) => {
    let mistakes = 0;
    let clean = 0;
    for (const item of items(baccaratSpot, withRules('baccarat', rules))) {
      const steps = stepsOf(item);
      const d = item.data as { bet: string; stake: number };
      // Read the table from the steps: the hands after each step (the last shown hands stand).
      let hands: readonly number[][] = [];
      let wrong: number | null = null;
      steps.forEach((step, i) => {
        if (wrong !== null) return;
        if (step.hands) hands = step.hands.map((h) => [...h.cards]);
        const [player, banker] = hands as [number[], number[]];
        const p2 = naivePoint(player.slice(0, 2));
        const b2 = naivePoint(banker.slice(0, 2));
        const natural = p2 >= 8 || b2 >= 8;
        if (i === 1 && !natural && (player.length === 3) !== p2 <= 5) wrong = i;
        if (i === 2 && !natural) {
          const third = player.length === 3 ? naiveBaccaratValue(player[2]!) : null;
          if ((banker.length === 3) !== rulesMdBankerDraws(tableau, b2, third)) wrong = i;
        }
        if (i === steps.length - 1) {
          const p = naivePoint(player);
          const b = naivePoint(banker);
          const wins = d.bet === 'banker' ? b > p : d.bet === 'player' ? p > b : p === b;
          const pays: Record<string, [number, number]> = {
            banker: [rules.bankerPays.pays, rules.bankerPays.per],
            player: [1, 1],
            tie: [rules.tiePays.pays, rules.tiePays.per],
          };
          const [n, q] = pays[d.bet]!;
          if (wins && amount(step.text, 'выигрыш') !== Math.floor((d.stake * n) / q)) wrong = i;
        }
      });
      expect(stopOf(item), `${item.key}: ${steps.map((s) => s.text).join(' | ')}`).toBe(wrong);
      if (wrong === null) clean++;
      else mistakes++;
    }
    // The seeded choice makes a mistake in some rounds and not in others.
    expect(mistakes).toBeGreaterThan(0);
    expect(clean).toBeGreaterThan(0);
  });

  it.each([
    ['the text', DEFAULT_RULES.blackjack],
    ['the casino (hits soft 17)', rulesOf('blackjack', 'casino')],
    ['6:5', rulesOf('blackjack', 'seed', { blackjackPays: ratio(6, 5) })],
  ])('blackjack under %s', (_name, rules) => {
    let mistakes = 0;
    for (const item of items(blackjackSpot, withRules('blackjack', rules))) {
      const steps = stepsOf(item);
      const d = item.data as { player: number[]; stake: number };
      let dealer: number[] = [];
      let wrong: number | null = null;
      const natural = naiveNatural(d.player);
      for (let i = 1; i < steps.length && wrong === null; i++) {
        const prev = dealer;
        if (steps[i]!.hands) dealer = [...steps[i]!.hands![1]!.cards];
        const drew = dealer.length > prev.length && i >= 2;
        // A step after the second card: a draw where the rule says stand, or a stop where it says draw.
        if (i >= 2 && i < steps.length - 1) {
          const should = !natural && naiveDealerDraws(prev, rules.dealerHitsSoft17) && !naiveValue(prev).bust;
          if (drew !== should) wrong = i;
        }
        if (i === steps.length - 1) {
          const net = naiveBoxNet(
            { ...rules },
            {
              bet: d.stake,
              insurance: null,
              evenMoney: false,
              hands: [{ cards: d.player, stake: d.stake, fromSplit: false, surrendered: false }],
            },
            dealer,
          );
          const text = steps[i]!.text;
          const shown = /Равенство/u.test(text) ? 0 : /проиграл/u.test(text) ? -d.stake : amount(text, 'выигрыш');
          if (shown !== net) wrong = i;
        }
      }
      expect(stopOf(item), `${item.key}: ${steps.map((s) => s.text).join(' | ')}`).toBe(wrong);
      if (wrong !== null) mistakes++;
    }
    expect(mistakes).toBeGreaterThan(0);
  });

  it.each([
    ['the text', DEFAULT_RULES.craps],
    ['the casino', rulesOf('craps', 'casino')],
  ])('craps under %s', (_name, rules) => {
    let mistakes = 0;
    for (const item of items(crapsSpot, withRules('craps', rules))) {
      const steps = stepsOf(item);
      const d = item.data as { point: number; bets: { bet: string; stake: number }[]; dice: [number, number] };
      let wrong: number | null = null;
      d.bets.forEach((b, k) => {
        const text = steps[k + 1]!.text;
        const o = naiveOutcome(b.bet, d.point, d.dice[0], d.dice[1], rules);
        let right: boolean;
        if (o.startsWith('win ')) {
          const [pays, per] = o.slice(4).split(':').map(Number) as [number, number];
          const won = naiveWinnings(b.stake, pays, per);
          const vig =
            rules.commissionOn === 'win' ? Math.min(won, naiveCommission(b.bet, b.stake, rules.commissionPercent)) : 0;
          right = amount(text, 'выигрыш') === won - vig;
        } else
          right =
            o === 'lose' ? /проиграла/u.test(text) : o === 'push' ? /возвращается/u.test(text) : /остаётся/u.test(text);
        if (!right && wrong === null) wrong = k + 1;
      });
      expect(stopOf(item), `${item.key}: ${steps.map((s) => s.text).join(' | ')}`).toBe(wrong);
      if (wrong !== null) mistakes++;
    }
    expect(mistakes).toBeGreaterThan(0);
  });

  it.each([
    ['the text', DEFAULT_RULES.stud],
    ['the casino', rulesOf('stud', 'casino')],
  ])('stud under %s', (_name, rules) => {
    let mistakes = 0;
    for (const item of items(studSpot, withRules('stud', rules), SEEDS.slice(0, 8))) {
      const steps = stepsOf(item);
      const d = item.data as { player: number[]; dealer: number[]; ante: number };
      const qualifies = naiveStudValue(d.dealer).rank >= (rules.qualifier === 'pair' ? 2 : 1);
      const s = naiveStudSettle({ ...d, raised: true }, rules);
      let wrong: number | null = null;
      if (/есть игра/u.test(steps[1]!.text) !== qualifies) wrong = 1;
      else {
        const pay = steps[3]!.text;
        const shownNet =
          s.outcome === 'dealerWins'
            ? /забирает/u.test(pay)
              ? -Number(s.net)
              : NaN
            : s.outcome === 'push'
              ? /возвращаются/u.test(pay)
                ? 0
                : NaN
              : (amount(pay, 'по АНТЕ') ?? 0) + (amount(pay, 'по СТАВКЕ') ?? 0);
        if (Math.abs(shownNet) !== Math.abs(Number(s.net))) wrong = 3;
      }
      expect(stopOf(item), `${item.key}: ${steps.map((x) => x.text).join(' | ')}`).toBe(wrong);
      if (wrong !== null) mistakes++;
    }
    expect(mistakes).toBeGreaterThan(0);
  });
});

describe('error spotting: verdicts', () => {
  it('a catch names the step and the rule; a false alarm, a miss and a clean pass are told apart', () => {
    const all = items(baccaratSpot, DEFAULT_RULES);
    const bad = all.find((i) => stopOf(i) !== null)!;
    const good = all.find((i) => stopOf(i) === null)!;
    const k = stopOf(bad)!;
    const caught = baccaratSpot.check(bad, `stop:${k}`);
    expect(caught).toMatchObject({ correct: true, spot: 'catch', expected: `Ошибка на шаге ${k + 1}` });
    expect(caught.explanation).toContain(`Ошибка на шаге ${k + 1}`);
    expect(baccaratSpot.check(bad, `stop:${k + 1}`)).toMatchObject({ correct: true, spot: 'catch' });
    expect(baccaratSpot.check(bad, 'pass')).toMatchObject({ correct: false, spot: 'miss' });
    if (k > 0) expect(baccaratSpot.check(bad, `stop:${k - 1}`)).toMatchObject({ correct: false, spot: 'false-alarm' });
    expect(baccaratSpot.check(good, 'pass')).toMatchObject({ correct: true, spot: 'pass', expected: 'Всё верно' });
    expect(baccaratSpot.check(good, 'stop:0')).toMatchObject({ correct: false, spot: 'false-alarm' });
  });

  it('the checker reads the engine, not the item’s answer: a doctored step is found', () => {
    const good = items(crapsSpot, DEFAULT_RULES).find((i) => stopOf(i) === null)!;
    const steps = stepsOf(good);
    const doctored: DrillItem = {
      ...good,
      answer: { kind: 'spot', steps: steps.map((s, i) => (i === 1 ? { ...s, text: `${s.text} ` } : s)) },
    };
    expect(crapsSpot.check(doctored, 'pass')).toMatchObject({ correct: false, spot: 'miss' });
  });
});
