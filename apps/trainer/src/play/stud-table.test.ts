import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  apply,
  resolveRulesOrThrow,
  start,
  type StudAction,
  type StudDeciding,
  type StudSettled,
  type StudState,
} from '@croupier/engine/stud';
import { formatNet } from '@croupier/ru';
import { naiveStudSettle, naiveStudValue } from '@croupier/testkit/oracles/stud';
import { naiveStand } from '@croupier/testkit/oracles/russian-poker';
import { computeStudAdvice } from './stud-advice.tasks.ts';
import { gradeBuying, gradeStudWith, studAdviceRequest } from './stud.ts';
import {
  buyingChoices,
  BUYING_QUESTION,
  dealActions,
  exchangeOffered,
  studActionOf,
  studChoices,
  studOutcome,
  studQuestion,
  studSight,
  togglePick,
} from './stud-table.ts';

// The player is dealt a pair of aces, the dealer a pair of kings (it qualifies), then the deck goes on.
const PLAYER = 'Т♠ Т♥ 7♦ 4♣ 2♠';
const DEALER = 'К♠ К♥ 9♦ 5♣ 3♥';
const cards = (text: string) => parseCardsOrThrow(text.replaceAll(' ', ''));

function table(preset: 'seed' | 'caribbean', ...actions: StudAction[]): StudState {
  const deck = cards(`${PLAYER} ${DEALER} 8♠ 8♥`);
  let s: StudState = orThrow(start(resolveRulesOrThrow({ preset }), { balance: 1000, seed: 't', deck })).state;
  for (const a of actions) s = orThrow(apply(s, a)).state;
  return s;
}
const ANTE: StudAction = { type: 'ante', amount: 10 };
const deciding = (preset: 'seed' | 'caribbean' = 'seed', ...more: StudAction[]) =>
  table(preset, ANTE, ...more) as StudDeciding;

describe('stud play: the cards in sight', () => {
  it('shows nothing before the ante', () => {
    expect(studSight(table('seed'))).toBeUndefined();
    expect(studSight(null)).toBeUndefined();
  });
  it.each<[string, () => StudState, string, number, string]>([
    ['deciding, all the dealer’s cards down', () => deciding(), '', 5, `Ваши карты: ${PLAYER}.`],
    [
      'deciding with one up-card',
      () => deciding('caribbean'),
      'К♠',
      4,
      `Ваши карты: ${PLAYER}. Открытая карта дилера: К♠.`,
    ],
    [
      'folded: the dealer’s cards stay down',
      () => table('seed', ANTE, { type: 'fold' }),
      '',
      5,
      `Ваши карты: ${PLAYER}.`,
    ],
    [
      'raised: all of them shown',
      () => table('seed', ANTE, { type: 'raise' }),
      DEALER,
      0,
      `Ваши карты: ${PLAYER}. Карты дилера: ${DEALER}.`,
    ],
  ])('%s', (_name, state, dealer, hidden, speech) => {
    expect(studSight(state())).toEqual({
      dealer: dealer === '' ? [] : cards(dealer),
      dealerHidden: hidden,
      dealerHiddenFirst: false,
      player: cards(PLAYER),
      speech,
    });
  });
});

describe('stud play: the decision', () => {
  it.each<[string, () => StudDeciding, boolean, string]>([
    [
      'the text’s rules, before an exchange',
      () => deciding(),
      true,
      'Ваше решение: сдаться, играть или заменить карты?',
    ],
    [
      'with an up-card: no exchange',
      () => deciding('caribbean'),
      false,
      'Ваше решение: сдаться, играть или заменить карты?',
    ],
    [
      'after an exchange',
      () => deciding('seed', { type: 'exchange', cards: cards('4♣ 2♠') }),
      false,
      'После замены: сдаться или играть?',
    ],
  ])('%s', (_name, d, offered, question) => {
    expect(exchangeOffered(d())).toBe(offered);
    expect(studQuestion(d())).toBe(question);
  });

  it.each<[string, () => StudDeciding, string, { label: string; disabled: boolean } | undefined]>([
    ['no card picked', () => deciding(), '', { label: 'Заменить (выберите карты)', disabled: true }],
    ['two cards picked', () => deciding(), '4♣ 2♠', { label: 'Заменить 4♣ 2♠', disabled: false }],
    ['three: more than the rules allow', () => deciding(), '7♦ 4♣ 2♠', { label: 'Заменить 7♦ 4♣ 2♠', disabled: true }],
    ['no exchange offered', () => deciding('caribbean'), '', undefined],
  ])('the choices: %s', (_name, d, picked, exchange) => {
    const choices = studChoices(d(), picked === '' ? [] : cards(picked));
    expect(choices.slice(0, 2)).toEqual([
      { id: 'fold', label: 'Сдаться' },
      { id: 'raise', label: 'Играть' },
    ]);
    expect(choices[2]).toEqual(exchange === undefined ? undefined : { id: 'exchange', ...exchange });
  });

  it('picks cards and puts them back, and makes the actions', () => {
    const [a, b] = cards('4♣ 2♠');
    expect(togglePick([], a!)).toEqual([a]);
    expect(togglePick([a!, b!], a!)).toEqual([b]);
    expect(studActionOf('exchange', [a!])).toEqual({ type: 'exchange', cards: [a] });
    expect(studActionOf('raise', [a!])).toEqual({ type: 'raise' });
    expect(dealActions(table('seed'), 10)).toEqual([{ type: 'ante', amount: 10 }]);
    expect(dealActions(table('seed', ANTE, { type: 'fold' }), 25)).toEqual([
      { type: 'nextRound' },
      { type: 'ante', amount: 25 },
    ]);
  });
});

describe('stud play: the outcome', () => {
  it('a fold loses the ante', () => {
    const [who, net] = studOutcome(table('seed', ANTE, { type: 'fold' }) as StudSettled);
    expect(who).toBe('Игрок сдался: АНТЕ проиграно: у вас Пара');
    expect(net).toBe('Итог раунда: −10\u00a0фишек');
  });
  it('aces over kings: the ante 1:1 and the raise of 20 at the pair’s 1:1', () => {
    const [who, net] = studOutcome(table('seed', ANTE, { type: 'raise' }) as StudSettled);
    expect(who).toBe('Игрок выиграл: АНТЕ 1:1, СТАВКА по таблице: у вас Пара, у дилера Пара');
    expect(net).toBe('Итог раунда: +30\u00a0фишек');
  });
});

describe('stud play: a casino preset round (Senator: a sixth card, insurance, «покупка игры»)', () => {
  // The player holds three nines, the dealer Д 9 7 5 3 with no game (the fifth card, 3♥, face up); the
  // next cards are the replacements.
  const P = '9♠ 9♥ 9♦ 4♣ 2♠';
  const D = 'Д♠ 8♥ 7♦ 5♣ 3♥';
  function senator(...actions: StudAction[]): StudState {
    const deck = cards(`${P} ${D} К♦ 6♠ 6♥`);
    const rules = resolveRulesOrThrow({ preset: 'senator' });
    let s: StudState = orThrow(start(rules, { balance: 1000, seed: 's', deck })).state;
    for (const a of actions) s = orThrow(apply(s, a)).state;
    return s;
  }

  it('shows the fifth card up and offers the sixth card and insurance from one ante to half the win', () => {
    const d = senator(ANTE) as StudDeciding;
    expect(studSight(d)?.dealer).toEqual(cards('3♥'));
    expect(studSight(d)?.dealerHidden).toBe(4);
    // The up-card is the fifth dealt: the four face-down cards lie before it, as on the felt.
    expect(studSight(d)?.dealerHiddenFirst).toBe(true);
    // Three of a kind: the raise of 20 wins 3:1 = 60; half is 30 (the most insured), the least one ante.
    expect(studChoices(d, []).map((c) => c.id)).toEqual([
      'fold',
      'raise',
      'exchange',
      'buyCard',
      'insure:10',
      'insure:30',
    ]);
    expect(studActionOf('insure:30', [])).toEqual({ type: 'insure', amount: 30 });
  });

  it('after three cards exchanged no more exchange, but the choices still name the sixth card', () => {
    const d = senator(ANTE, { type: 'exchange', cards: cards('9♠ 4♣ 2♠') }) as StudDeciding;
    expect(exchangeOffered(d)).toBe(false);
    expect(studQuestion(d)).toBe('После замены: сдаться или играть?');
    // The engine refuses the sixth card after a draw (its sentence is the play screen's error line).
    expect(apply(d, { type: 'buyCard' }).ok).toBe(false);
  });

  it('raised against no game: the buying phase, its choices, and the round settled after buying', () => {
    const b = senator(ANTE, { type: 'raise' });
    expect(b.phase).toBe('buying');
    if (b.phase !== 'buying') return;
    expect(studSight(b)?.dealer).toEqual(cards(D));
    expect(BUYING_QUESTION).toContain('«нет игры»');
    expect(buyingChoices(b)).toEqual([
      { id: 'takeAnte', label: 'Взять выигрыш АНТЕ' },
      { id: 'buyGame', label: 'Купить игру дилеру за 10\u00a0фишек' },
    ]);
    // Buying: the queen goes, the king comes (К 8 7 5 3, still no game: ante and raise returned, the fee lost).
    const settled = orThrow(apply(b, studActionOf('buyGame', []))).state as StudSettled;
    expect(settled.phase).toBe('settled');
    const [, net] = studOutcome(settled);
    expect(net).toBe(`Итог раунда: ${formatNet(settled.balance - 1000)}`);
    expect(settled.balance - 1000).toBe(-10);
  });

  it('grades insurance of any amount at the table’s ante: the slope is P(no game) − P(game) (naive stand)', () => {
    const d = senator(ANTE) as StudDeciding;
    const advice = computeStudAdvice({ hand: d.player, rules: d.rules, exchange: false, ...studAdviceRequest(d) });
    const least = gradeStudWith(d, { type: 'insure', amount: 10 }, advice)!;
    const most = gradeStudWith(d, { type: 'insure', amount: 30 }, advice)!;
    const player = cards(P);
    const up = cards('3♥')[0]!;
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !player.includes(c) && c !== up);
    const { noGame } = naiveStand(player, left, up, 10, d.rules, null);
    // Twenty chips more insured at an ante of 10: two antes more at stake, won with P(no game), lost else.
    const diff = 2 * (noGame - (1 - noGame));
    expect(Math.abs(least.cost!.value - most.cost!.value - diff)).toBeLessThan(1e-9);
    expect(most.answer).toBe('insure');
  });

  it('grades the purchase by the naive settler over every replacement', () => {
    const b = senator(ANTE, { type: 'raise' });
    const rules = resolveRulesOrThrow({ preset: 'senator' });
    const player = cards(P);
    const dealer = cards(D);
    const take = Number(naiveStudSettle({ player, dealer, ante: 10, raised: true }, rules).net);
    // The queen (the highest) is replaced by each of the 42 cards left; a queen again is replaced again.
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !player.includes(c) && !dealer.includes(c));
    const queen = dealer[0]!;
    const bought = (d: number[], gone: number, pool: number[]): number =>
      pool.reduce((sum, c) => {
        const next = d.map((x) => (x === gone ? c : x));
        if (c >> 2 === gone >> 2)
          return (
            sum +
            bought(
              next,
              c,
              pool.filter((x) => x !== c),
            )
          );
        const r = { player, dealer: next, ante: 10, raised: true, fees: 10, bought: true, qualifiedWhenShown: false };
        return sum + Number(naiveStudSettle(r, rules).net);
      }, 0) / pool.length;
    const buy = bought(dealer, queen, left);
    const g = gradeBuying(b, { type: 'takeAnte' })!;
    expect(g.correct).toBe(take >= buy);
    const g2 = gradeBuying(b, { type: 'buyGame' })!;
    expect(g2.correct).toBe(buy >= take);
    const wrong = g.correct ? g2 : g;
    expect(Math.abs(wrong.cost!.value - Math.abs(take - buy) / 10)).toBeLessThan(1e-9);
    expect(wrong.verdict.costText).toBeDefined();
  });
});

describe('stud play: the decision after a sixth card is graded (Olympic)', () => {
  // A♠ K♠ Q♠ J♠ 2♥ dealt, the dealer 9♦ 8♣ 6♦ 4♥ 7♥ (the fifth, 7♥, face up); the sixth card is 10♠: a
  // royal flush in the best five, no second combination (2♥ makes none).
  const olympic = (...actions: StudAction[]): StudState => {
    const deck = parseCardsOrThrow('As Ks Qs Js 2h 9d 8c 6d 4h 7h Ts');
    let s: StudState = orThrow(
      start(resolveRulesOrThrow({ preset: 'olympic' }), { balance: 1000, seed: 'o', deck }),
    ).state;
    for (const a of actions) s = orThrow(apply(s, a)).state;
    return s;
  };

  /** The dealer's hands over his 4 hidden cards (the up-card with 4 of the 45 left), and those with a game. */
  const dealerGames = (d: StudDeciding) => {
    const up = d.dealer[4]!;
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !d.player.includes(c) && c !== up);
    let n = 0;
    let q = 0;
    for (let a = 0; a < left.length; a++)
      for (let b = a + 1; b < left.length; b++)
        for (let c = b + 1; c < left.length; c++)
          for (let e = c + 1; e < left.length; e++) {
            n++;
            if (naiveStudValue([left[a]!, left[b]!, left[c]!, left[e]!, up]).rank >= 1) q++;
          }
    return { n, q };
  };

  it('once the sixth card is bought the choices no longer offer it: fold, raise, and insurance where it is sold', () => {
    const d = olympic(ANTE, { type: 'buyCard' }) as StudDeciding;
    expect(d.boughtCard).toBe(true);
    const ids = studChoices(d, []).map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual(['fold', 'raise']);
    expect(ids).not.toContain('buyCard');
    expect(ids).not.toContain('exchange');
  });

  it('folding a royal flush of six costs the raise’s value plus the ante, counted over the dealer’s 4 hidden cards', () => {
    const d = olympic(ANTE, { type: 'buyCard' }) as StudDeciding;
    expect(d.player).toHaveLength(6);
    expect(studQuestion(d)).toBe('После шестой карты: сдаться или играть?');
    const advice = computeStudAdvice({ hand: d.player, rules: d.rules, exchange: false, ...studAdviceRequest(d) });
    const fold = gradeStudWith(d, { type: 'fold' }, advice)!;
    const raise = gradeStudWith(d, { type: 'raise' }, advice)!;
    // By hand: nothing the dealer holds beats or ties a royal flush. With no game (below Туз-Король) the
    // ante is paid 1:1 and the raise returned: +1 ante; with a game the ante is pushed and the raise of two
    // antes pays 100:1: +200 antes. Folding loses the ante: −1. P(game) by enumerating his 4 hidden cards.
    const { n, q } = dealerGames(d);
    expect(n).toBe(148_995); // C(45, 4)
    const raiseEv = ((n - q) * 1 + q * 200) / n;
    // Insurance (from one ante to half the win, 100 antes) gains when P(no game) > P(game), which it is not.
    expect(n - 2 * q).toBeLessThan(0);
    expect(raise.correct).toBe(true);
    expect(raise.cost).toEqual({ value: 0, exact: '0/1' });
    expect(raise.key).toBe('royalFlush-sixth');
    expect(fold.correct).toBe(false);
    expect(fold.expected).toBe('raise');
    expect(Math.abs(fold.cost!.value - (raiseEv + 1))).toBeLessThan(1e-9);
    expect(fold.question).toContain('Т♠ К♠ Д♠ В♠ 2♥ 10♠');
    expect(fold.verdict.costText).toBeDefined();
  });

  it('insuring six cards is graded at the table’s ante: the least insured costs one ante × (P(game) − P(no game)) over the raise', () => {
    const d = olympic(ANTE, { type: 'buyCard' }) as StudDeciding;
    const advice = computeStudAdvice({ hand: d.player, rules: d.rules, exchange: false, ...studAdviceRequest(d) });
    const least = gradeStudWith(d, { type: 'insure', amount: 10 }, advice)!;
    const { n, q } = dealerGames(d);
    // Ten chips at an ante of 10: one ante won with P(no game), lost with P(game).
    expect(least.correct).toBe(false);
    expect(Math.abs(least.cost!.value - (2 * q - n) / n)).toBeLessThan(1e-9);
  });
});
