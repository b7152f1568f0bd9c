/**
 * «Покер: выплата фишками» — a raised round, both hands shown, the winnings built from chips: the АНТЕ at
 * its ratio and the СТАВКА by the paytable when the dealer plays and loses, the АНТЕ alone when the dealer
 * has no game. The engine's `settle` under the rules in play decides (the qualifier, the raise multiple,
 * the paytable).
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import { randomInt } from '@croupier/engine/rng';
import { raiseFor, settle, type Category, type StudRules } from '@croupier/engine/stud';
import { formatChips, formatRatio, SITE_LINKS } from '@croupier/ru';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, deal, handOf, name, ru } from './deal.ts';
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
function keysFor(rules: StudRules): readonly string[] {
  // A player's Туз-Король never beats a dealer who plays only from a pair.
  return ['no-game', ...CATEGORIES.filter((k) => rules.qualifier !== 'pair' || k !== 'aceKing')];
}

/** The engine's settlement of the item's round (raised). */
const settled = (player: readonly Card[], dealer: readonly Card[], ante: number, rules: StudRules) =>
  orThrow(settle({ player, dealer, ante, raised: true }, rules));

/** The drill. */
export const payChipsDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-pay-chips'),
  keys: keysFor,
  keyLabel: (key) => (key === 'no-game' ? 'у дилера нет игры' : name(key as Category)),
  item(key, rng, { rules }) {
    const ante = ANTES[randomInt(rng, ANTES.length)]!;
    let player: Card[];
    let dealer: Card[];
    for (;;) {
      if (key === 'no-game') {
        player = deal(rng);
        dealer = handOf('noGame', rng, player);
      } else {
        player = handOf(key as Category, rng);
        dealer = handOf(key === 'aceKing' ? 'aceKing' : 'pair', rng, player);
      }
      const s = settled(player, dealer, ante, rules);
      if (s.outcome === (key === 'no-game' ? 'dealerNoGame' : 'playerWins')) break;
    }
    const s = settled(player, dealer, ante, rules);
    return {
      key,
      prompt: `АНТЕ ${formatChips(ante)}, СТАВКА ${formatChips(raiseFor(ante, rules))}. Дилер открыл карты. Выплатите выигрыш фишками (ставки игрок забирает отдельно).`,
      hands: [
        { label: 'Игрок', cards: player },
        { label: 'Дилер', cards: dealer },
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
    const times = betRatio ? (betRatio.per === 1 ? String(betRatio.pays) : `${betRatio.pays}/${betRatio.per}`) : '';
    const why =
      s.outcome === 'dealerNoGame'
        ? `У дилера «нет игры» (${ru(dealer)}, ${name(s.dealer.category)}): АНТЕ оплачивается ${formatRatio(rules.antePays)} — ${formatChips(anteWon)}, СТАВКА возвращается без выигрыша.`
        : `Дилер играет (${name(s.dealer.category)}) и проигрывает: АНТЕ ${formatRatio(rules.antePays)} — ${formatChips(anteWon)}; СТАВКА по таблице, ${name(s.player.category)} ${formatRatio(betRatio!)}: ${bet} × ${times} = ${formatChips(betWon)}. Всего ${formatChips(right)}.`;
    return {
      correct: parseWholeNumber(answer) === right,
      expected: String(right),
      explanation: why,
      ruleLink: s.outcome === 'dealerNoGame' ? SITE_LINKS.poker.noGame : SITE_LINKS.poker.payouts,
    };
  },
};
