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
import {
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
