import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '@croupier/engine/baccarat';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import { naivePoint as point, naiveValue as value, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import type { DrillItem } from '../../drill.ts';
import { bankerDrawsDrill, createBaccaratDrills, payoutDrill, playerDrawsDrill, winnerDrill } from './index.ts';

// The rules as RULES.md words them (testkit oracle, independent of the engine); the drills default to
// the casino tableau, the page's default.
const bankerDrawsMd = (total: number, third: number | null) => rulesMdBankerDraws('casino', total, third);

const data = (item: DrillItem) => item.data as { player: number[]; banker: number[] };

describe('does the banker draw: every tableau cell is a key', () => {
  it('has 88 keys: banker 0–7 × the player third card 0–9 or stood', () => {
    expect(bankerDrawsDrill.keys()).toHaveLength(88);
  });

  it.each(bankerDrawsDrill.keys().map((k) => [k]))('%s deals that cell and judges it as RULES.md does', (key) => {
    const [, total, third] = key.split('-');
    for (const seed of [1, 2, 3]) {
      const item = bankerDrawsDrill.item(key, seededRng(`${key}-${seed}`));
      const { player, banker } = data(item);
      expect(point(banker)).toBe(Number(total));
      expect(new Set([...player, ...banker]).size).toBe(player.length + banker.length);
      if (third === 'stood') {
        expect(player).toHaveLength(2);
        expect(point(player)).toBeGreaterThanOrEqual(6);
      } else {
        expect(player).toHaveLength(3);
        expect(point(player.slice(0, 2))).toBeLessThanOrEqual(5);
        expect(value(player[2]!)).toBe(Number(third));
      }
      const draws = bankerDrawsMd(Number(total), third === 'stood' ? null : Number(third));
      expect(bankerDrawsDrill.check(item, draws ? 'draw' : 'stand').correct).toBe(true);
      const wrong = bankerDrawsDrill.check(item, draws ? 'stand' : 'draw');
      expect(wrong).toMatchObject({ correct: false, ruleLink: '/baccarat/#tableau' });
    }
  });

  it('explains banker 3 against a player eight', () => {
    const item: DrillItem = {
      ...bankerDrawsDrill.item('banker-3-8', seededRng(1)),
      data: { player: parseCardsOrThrow('2s 3h 8d'), banker: parseCardsOrThrow('Ks 3c') },
    };
    const v = bankerDrawsDrill.check(item, 'draw');
    expect(v.correct).toBe(false);
    expect(v.expected).toBe('Стоит');
    expect(v.explanation).toBe(
      'У крупье К♠ 3♣ — 3, третья карта игрока 8♦ — 8. При 3 очках крупье берёт карту, если третья карта игрока — не 8.',
    );
  });

  it('each item says which rules it uses: the casino tableau, the page’s default', () => {
    expect(bankerDrawsDrill.item('banker-5-4', seededRng(1)).context?.[0]).toContain('Правила казино');
  });

  it('a cell where the text differs says so', () => {
    const item: DrillItem = {
      ...bankerDrawsDrill.item('banker-5-4', seededRng(1)),
      data: { player: parseCardsOrThrow('2s 3h 4d'), banker: parseCardsOrThrow('Ks 5c') },
    };
    expect(bankerDrawsDrill.check(item, 'draw').explanation).toBe(
      'У крупье К♠ 5♣ — 5, третья карта игрока 4♦ — 4. При 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7. По тексту здесь наоборот.',
    );
  });
});

describe('the drills for the text’s rules (the rules are a parameter)', () => {
  const [, textBanker, textWinner] = createBaccaratDrills(resolveRulesOrThrow({ preset: 'seed' }));
  it.each(['banker-5-4', 'banker-5-2', 'banker-6-6', 'banker-6-0', 'banker-3-8', 'banker-6-stood'])(
    '%s is graded by the text’s tableau',
    (key) => {
      const item = textBanker!.item(key, seededRng(key));
      const { player, banker } = data(item);
      const third = player.length === 3 ? value(player[2]!) : null;
      const draws = rulesMdBankerDraws('seed', point(banker), third);
      expect(textBanker!.check(item, draws ? 'draw' : 'stand').correct).toBe(true);
      expect(item.context?.[0]).toContain('Правила текста');
    },
  );

  it('the text’s row 5, worded from the engine', () => {
    const item: DrillItem = {
      ...textBanker!.item('banker-5-4', seededRng(1)),
      data: { player: parseCardsOrThrow('2s 3h 4d'), banker: parseCardsOrThrow('Ks 5c') },
    };
    expect(textBanker!.check(item, 'stand')).toMatchObject({
      correct: true,
      explanation:
        'У крупье К♠ 5♣ — 5, третья карта игрока 4♦ — 4. При 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7. В казино здесь наоборот.',
    });
  });

  it('who won: coups dealt under the text’s rules still end as the key says', () => {
    const item = textWinner!.item('third-player', seededRng(5));
    const { player, banker } = data(item);
    expect(point(player)).toBeGreaterThan(point(banker));
  });
});

describe('key labels for the weak spots', () => {
  it.each([
    { drill: bankerDrawsDrill, key: 'banker-5-4', label: 'крупье 5 против 4' },
    { drill: bankerDrawsDrill, key: 'banker-6-stood', label: 'крупье 6, игрок стоял' },
    { drill: playerDrawsDrill, key: 'player-5', label: 'игрок 5' },
    { drill: winnerDrill, key: 'natural-tie', label: 'натуральная: ничья' },
    { drill: payoutDrill, key: 'banker-fraction', label: 'Банко с долей фишки' },
  ])('$key → «$label»', ({ drill, key, label }) => {
    expect(drill.keyLabel!(key)).toBe(label);
  });
});

describe('does the player draw', () => {
  it.each(playerDrawsDrill.keys().map((k) => [k]))('%s', (key) => {
    const total = Number(key.split('-')[1]);
    const item = playerDrawsDrill.item(key, seededRng(key));
    const { player, banker } = data(item);
    expect(point(player)).toBe(total);
    expect(point(banker)).toBeLessThan(8);
    expect(playerDrawsDrill.check(item, total <= 5 ? 'draw' : 'stand').correct).toBe(true);
    expect(playerDrawsDrill.check(item, total <= 5 ? 'stand' : 'draw')).toMatchObject({
      correct: false,
      ruleLink: '/baccarat/#player-rule',
    });
  });
});

describe('who won', () => {
  it.each(winnerDrill.keys().map((k) => [k]))('%s deals a coup of that kind, judged by the points', (key) => {
    const [how, who] = key.split('-');
    const item = winnerDrill.item(key, seededRng(key));
    const { player, banker } = data(item);
    const natural = point(player.slice(0, 2)) >= 8 || point(banker.slice(0, 2)) >= 8;
    expect(natural).toBe(how === 'natural');
    if (natural) expect(player.length + banker.length).toBe(4);
    const p = point(player);
    const b = point(banker);
    expect(p > b ? 'player' : b > p ? 'banker' : 'tie').toBe(who);
    expect(winnerDrill.check(item, who!).correct).toBe(true);
    expect(winnerDrill.check(item, who === 'tie' ? 'banker' : 'tie').correct).toBe(false);
  });
});

describe('what a winning bet pays (worked by hand)', () => {
  it.each([
    {
      bet: 'banker',
      stake: 25,
      win: '23',
      explanation: 'Банко платит 19:20: 25 × 19/20 = 23,75. Доля фишки (0,75) не выплачивается и остаётся казино: 23.',
    },
    { bet: 'banker', stake: 40, win: '38', explanation: 'Банко платит 19:20: 40 × 19/20 = 38.' },
    { bet: 'player', stake: 35, win: '35', explanation: 'Пунто платит 1:1: 35 × 1 = 35.' },
    { bet: 'tie', stake: 15, win: '120', explanation: 'Ничья платит 8:1: 15 × 8 = 120.' },
  ])('$stake on $bet wins $win', ({ bet, stake, win, explanation }) => {
    const item: DrillItem = { ...payoutDrill.item('player', seededRng(1)), data: { bet, stake } };
    expect(payoutDrill.check(item, win)).toMatchObject({
      correct: true,
      expected: win,
      explanation,
      ruleLink: '/baccarat/#payouts',
    });
    expect(payoutDrill.check(item, String(Number(win) + 1)).correct).toBe(false);
    expect(payoutDrill.check(item, `${win}.5`).correct).toBe(false);
  });

  it.each(payoutDrill.keys().map((k) => [k]))('%s deals a stake of its kind', (key) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { bet, stake } = payoutDrill.item(key, seededRng(`${key}${seed}`)).data as { bet: string; stake: number };
      expect(bet).toBe(key.startsWith('banker') ? 'banker' : key);
      if (key === 'banker-whole') expect(stake % 20).toBe(0);
      if (key === 'banker-fraction') expect(stake % 20).not.toBe(0);
    }
  });
});
