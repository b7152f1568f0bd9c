/**
 * «Покер: сколько выиграл игрок» — a raised round, both hands shown: the player's net in chips. The
 * engine's `settle` under the rules in play decides (the qualifier, the raise multiple, the paytable).
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { raiseFor, type Category, type StudOutcome, type StudRules } from '@croupier/engine/stud';
import { formatNumber, SITE_LINKS } from '@croupier/ru';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, handOf, name, ranks, ranksHand, ru } from './deal.ts';
import { keysUnder, settleRaised, timesOf, winningHands } from './raised.ts';
import { STUD_PAYOUT_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

const KEYS = [
  'no-game',
  'lose',
  'push',
  'aceKing',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
  'worked',
] as const;
const ANTES = [5, 10, 20, 25, 50] as const;

const LABELS: Readonly<Record<string, string>> = RU.keys;

/**
 * The text's worked example: «Если ставка АНТЕ - 10 (основная СТАВКА - 20), общий выигрыш игрока, у
 * которого выпал Фулл, составит 150. За Флеш-Рояль игроку будет выплачено 2010.»
 */
const WORKED: Readonly<Partial<Record<Category, number>>> = { fullHouse: 150, royalFlush: 2010 };
const WORKED_QUOTE: Readonly<Partial<Record<Category, string>>> = RU.quotes;

/** The outcome a key asks about. */
const WANT = (key: string): StudOutcome =>
  key === 'no-game' ? 'dealerNoGame' : key === 'lose' ? 'dealerWins' : key === 'push' ? 'push' : 'playerWins';

/** The keys under a set of rules. */
const keysFor = (rules: StudRules): readonly string[] => keysUnder(rules, KEYS);

/** The drill. */
export const payoutDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-payout'),
  keys: keysFor,
  keyLabel: (key) => LABELS[key] ?? name(key),
  item(key, rng, { rules }) {
    // The worked example: АНТЕ 10 and the text's Фулл or Флеш-Рояль.
    const worked = key === 'worked' ? (randomInt(rng, 2) === 0 ? 'fullHouse' : 'royalFlush') : null;
    const ante = worked ? 10 : ANTES[randomInt(rng, ANTES.length)]!;
    const wanted = worked ?? key;
    let player: Card[];
    let dealer: Card[];
    for (;;) {
      if (key === 'lose' || key === 'push') {
        dealer = handOf('pair', rng);
        player = key === 'push' ? ranksHand(ranks(dealer), rng, dealer) : handOf('aceKing', rng, dealer);
      } else ({ player, dealer } = winningHands(wanted, rng));
      if (settleRaised(player, dealer, ante, rules).outcome === WANT(key)) break;
    }
    const net = settleRaised(player, dealer, ante, rules).payout.net;
    return {
      key,
      prompt: RU.prompt(ante, raiseFor(ante, rules)),
      hands: [
        { label: RU.player, cards: player },
        { label: RU.dealer, cards: dealer },
      ],
      answer: { kind: 'number', placeholder: RU.chipsPlaceholder, signed: true },
      rules,
      solution: { answer: String(net) },
      data: { player, dealer, ante },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const player = cardsIn(item, 'player');
    const dealer = cardsIn(item, 'dealer');
    const ante = Number((item.data as { ante: number }).ante);
    const s = settleRaised(player, dealer, ante, rules);
    const { net, bet, anteWon, betWon, betRatio } = s.payout;
    const times = timesOf(betRatio);
    const why =
      s.outcome === 'dealerNoGame'
        ? RU.noGame(ru(dealer), rules.antePays, anteWon)
        : s.outcome === 'dealerWins'
          ? RU.dealerWins(ante, bet)
          : s.outcome === 'push'
            ? RU.push
            : RU.playerWins(rules.antePays, anteWon, name(s.player.category), betRatio!, bet, times, betWon);
    // The text's own figure, where the rules in play give it.
    const text =
      item.key === 'worked' && WORKED[s.player.category] === net ? RU.asInText(WORKED_QUOTE[s.player.category]) : '';
    return {
      correct: parseWholeNumber(answer, true) === net,
      expected: formatNumber(net),
      explanation: why + text,
      ruleLink: s.outcome === 'dealerNoGame' ? SITE_LINKS.poker.noGame : SITE_LINKS.poker.payouts,
    };
  },
};
