import { describe, expect, it } from 'vitest';
import { formatCards, parseCardsOrThrow } from '@croupier/engine/cards';
import {
  applyOrThrow,
  legalActions,
  resolveRulesOrThrow,
  startOrThrow,
  type StudAction,
  type StudState,
} from '@croupier/engine/stud';
import type { StudPresetId } from '@croupier/paytables/stud';
import { studDealSetup } from '../live/studDeals';
import { buttonsOf, CASINO_ANTE, CASINO_DEALS, markLimit, playingFive, type CasinoScenario } from './casinoExample';

/** Plays a prepared deal: the АНТЕ, then the actions; returns the final state. */
function play(preset: StudPresetId, scenario: CasinoScenario, seed: number, actions: readonly StudAction[]) {
  const setup = studDealSetup(CASINO_DEALS[scenario])(seed);
  let s: StudState = startOrThrow(resolveRulesOrThrow({ preset }), setup).state;
  s = applyOrThrow(s, { type: 'ante', amount: CASINO_ANTE }).state;
  for (const a of actions) s = applyOrThrow(s, a).state;
  return s;
}

// Each case worked by hand from the deal, the preset's rules (decision 033) and АНТЕ 10 (СТАВКА 20,
// every fee one АНТЕ) from a balance of 1000: the net, and the outcome.
describe('the casino examples, played through the engine', () => {
  it.each<[string, StudPresetId, CasinoScenario, number, StudAction[], number, string]>([
    // 8-7-6-5-2 + 4♥: a straight over the dealer's kings; the bet 4:1 = 80, the ante pushed, fee 10.
    [
      'a sixth card makes a straight',
      'senator',
      'sixthCard',
      1,
      [{ type: 'buyCard' }, { type: 'raise' }],
      70,
      'playerWins',
    ],
    // + Т♣: Т-8-7-6-5, no game, against kings: АНТЕ, fee and СТАВКА lost.
    [
      'a sixth card that misses',
      'senator',
      'sixthCard',
      2,
      [{ type: 'buyCard' }, { type: 'raise' }],
      -40,
      'dealerWins',
    ],
    // A pair of eights and Туз-Король over the dealer's Туз-Король: 1:1 and 1:1 on 20, the ante pushed.
    ['two combinations paid', 'senator', 'twoCombinations', 1, [{ type: 'raise' }], 40, 'playerWins'],
    // Т-В-8-5-3 has no game: the ante's win, 1:1, the bet returned.
    ['the ante’s win taken', 'senator', 'buyGame', 1, [{ type: 'raise' }, { type: 'takeAnte' }], 10, 'dealerNoGame'],
    // Bought (10): the ace goes, 3♠ comes, a pair of threes; two pairs win 2:1 on 20, the ante pushed.
    ['a game bought that comes', 'senator', 'buyGame', 1, [{ type: 'raise' }, { type: 'buyGame' }], 30, 'playerWins'],
    // 9♠ comes: still no game, ante and bet returned without a win, the fee lost.
    [
      'a game bought that does not come',
      'senator',
      'buyGame',
      2,
      [{ type: 'raise' }, { type: 'buyGame' }],
      -10,
      'boughtNoGame',
    ],
    // Т♥ comes for Т♣: the same rank, replaced again (free) by В♠, a pair of jacks; two pairs win.
    [
      'the same rank replaced again',
      'senator',
      'buyGame',
      3,
      [{ type: 'raise' }, { type: 'buyGame' }],
      30,
      'playerWins',
    ],
    // Three nines: insured for half of 3 × 20 = 30; the dealer has no game: insurance 1:1, ante 1:1.
    [
      'insurance paid',
      'olympic',
      'insurance',
      1,
      [{ type: 'insure', amount: 30 }, { type: 'raise' }],
      40,
      'dealerNoGame',
    ],
    // The dealer has kings: insurance lost (30), the nines win 3:1 on 20 = 60, the ante pushed.
    [
      'insurance lost',
      'olympic',
      'insurance',
      2,
      [{ type: 'insure', amount: 30 }, { type: 'raise' }],
      30,
      'playerWins',
    ],
  ])('%s', (_, preset, scenario, seed, actions, net, outcome) => {
    const s = play(preset, scenario, seed, actions);
    expect(s.phase).toBe('settled');
    if (s.phase !== 'settled') return;
    expect(s.balance - 1000).toBe(net);
    expect(s.settlement.outcome).toBe(outcome);
  });

  it('offers the buttons each phase allows, with the fees in chips', () => {
    const dealt = play('olympic', 'insurance', 1, []);
    const plain = (t: string) => t.replace(/\u00a0/gu, ' '); // formatChips joins the number and the word unbroken
    const labels = buttonsOf(legalActions(dealt), []).map((b) => [b.key, plain(b.label), b.disabled]);
    expect(labels).toEqual([
      ['fold', 'Сдаться', false],
      ['raise', 'Играть (СТАВКА 20 фишек)', false],
      ['exchange', 'Заменить карты (отметьте карты)', true],
      ['buyCard', 'Купить шестую карту за 10 фишек', false],
      ['insure', 'Застраховать на 30 фишек', false],
    ]);
    const buying = play('senator', 'buyGame', 1, [{ type: 'raise' }]);
    expect(buttonsOf(legalActions(buying), []).map((b) => b.key)).toEqual(['takeAnte', 'buyGame']);
    const marked = parseCardsOrThrow('Д♠ Д♥ 7♣');
    const ex = buttonsOf(legalActions(play('senator', 'buyGame', 1, [])), marked).find((b) => b.key === 'exchange')!;
    expect([plain(ex.label), ex.disabled]).toEqual(['Заменить карты: 3 за 10 фишек', false]);
  });

  it('shows the best five of six, and how many cards may be marked', () => {
    const s = play('senator', 'sixthCard', 1, [{ type: 'buyCard' }]);
    expect(formatCards(playingFive(s.phase === 'deciding' ? s.player : [])!, { notation: 'ru' })).toBe(
      '8♠ 7♥ 6♣ 5♦ 4♥',
    );
    expect(playingFive(parseCardsOrThrow('8♠ 7♥ 6♣ 5♦ 2♠'))).toBeNull();
    expect(markLimit(resolveRulesOrThrow({ preset: 'aragon' }), false)).toBe(5);
    expect(markLimit(resolveRulesOrThrow({ preset: 'seed' }), false)).toBe(2);
    expect(markLimit(resolveRulesOrThrow({ preset: 'aragon' }), true)).toBe(0);
  });
});
