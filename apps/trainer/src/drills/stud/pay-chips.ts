/**
 * «Покер: выплата фишками» — a raised round, both hands shown, the winnings built from chips: the АНТЕ at
 * its ratio and the СТАВКА by the paytable when the dealer plays and loses, the АНТЕ alone when the dealer
 * has no game. The engine's `settle` under the rules in play decides (the qualifier, the raise multiple,
 * the paytable).
 *
 * @module
 */
import { randomInt } from '@croupier/engine/rng';
import { raiseFor, type Category, type StudRules } from '@croupier/engine/stud';
import { SITE_LINKS } from '@croupier/ru';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, name, ru } from './deal.ts';
import { keysUnder, settleRaised as settled, timesOf, winningHands } from './raised.ts';
import { STUD_PAY_CHIPS_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

const CATEGORIES = [
  'aceKing',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
] as const;
const ANTES = [5, 10, 15, 20, 25, 50] as const;

/** The keys: the dealer without a game, then each combination the player wins with against a dealer who plays. */
const keysFor = (rules: StudRules): readonly string[] => keysUnder(rules, ['no-game', ...CATEGORIES]);

/** The drill. */
export const payChipsDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-pay-chips'),
  keys: keysFor,
  keyLabel: (key) => (key === 'no-game' ? RU.noGameKey : name(key as Category)),
  item(key, rng, { rules }) {
    const ante = ANTES[randomInt(rng, ANTES.length)]!;
    const want = key === 'no-game' ? 'dealerNoGame' : 'playerWins';
    let hands = winningHands(key, rng);
    while (settled(hands.player, hands.dealer, ante, rules).outcome !== want) hands = winningHands(key, rng);
    const { player, dealer } = hands;
    const s = settled(player, dealer, ante, rules);
    return {
      key,
      prompt: RU.prompt(ante, raiseFor(ante, rules)),
      hands: [
        { label: RU.player, cards: player },
        { label: RU.dealer, cards: dealer },
      ],
      answer: { kind: 'chips' },
      rules,
      solution: { answer: String(s.payout.anteWon + s.payout.betWon) },
      data: { player, dealer, ante },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const dealer = cardsIn(item, 'dealer');
    const ante = Number((item.data as { ante: number }).ante);
    const s = settled(cardsIn(item, 'player'), dealer, ante, rules);
    const { bet, anteWon, betWon, betRatio } = s.payout;
    const right = anteWon + betWon;
    const times = timesOf(betRatio);
    const why =
      s.outcome === 'dealerNoGame'
        ? RU.noGame(ru(dealer), name(s.dealer.category), rules.antePays, anteWon)
        : RU.playerWins(
            name(s.dealer.category),
            rules.antePays,
            anteWon,
            name(s.player.category),
            betRatio!,
            bet,
            times,
            betWon,
            right,
          );
    return {
      correct: parseWholeNumber(answer) === right,
      expected: String(right),
      explanation: why,
      ruleLink: s.outcome === 'dealerNoGame' ? SITE_LINKS.poker.noGame : SITE_LINKS.poker.payouts,
    };
  },
};
