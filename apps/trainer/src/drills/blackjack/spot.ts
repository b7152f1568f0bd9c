/**
 * «Блекджек: найдите ошибку крупье» — a hand dealt from a seeded deck: the player stands, the dealer
 * plays by the engine's rule (`dealerHits`) and settles by `settleHand`, shown step by step. The deal is
 * the table's: under `holeCard: false` (the text: «Крупье сдает две карты игроку и одну себе») the dealer
 * has one card and takes the second after the player; with a hole card it is dealt face down and turned
 * over. In about
 * three rounds of five one mistake of the key's kind is made: the dealer stops a card early or takes one
 * too many (the rest follows from the wrong hand), or pays a Блекджек at 1:1 or with its fraction of a chip
 * paid up, a win a chip short, or takes a stake on a push.
 *
 * @module
 */
import { blackjackValue, dealerHits, payoutUnit, settleHand, type BlackjackRules } from '@croupier/engine/blackjack';
import { orThrow } from '@croupier/engine';
import { fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, shuffled } from '@croupier/engine/rng';
import { blackjackRulePhraseRu, SITE_LINKS } from '@croupier/ru';
import { SPOT_RU as RU } from '@croupier/ru/trainer/drills/blackjack-payout';
import { cardsOfItem, rulesOfItem, type Drill, type SpotStep } from '../../drill.ts';
import { spotVerdict, stopAnswer, PASS, withMistake, type StepRule } from '../../dealer/spot.ts';
import { ru } from './deal.ts';
import { drillMeta } from '../catalog.ts';

type Kind = 'blackjack' | 'win' | 'push' | 'dealer-draw';
const KEYS: readonly Kind[] = ['blackjack', 'win', 'push', 'dealer-draw'];
const LABELS: Readonly<Record<Kind, string>> = RU.keys;

interface SpotData {
  readonly player: readonly Card[];
  /** The dealer's up card, the second card (face down under a hole card), then the cards drawn, in order. */
  readonly dealer: readonly Card[];
  readonly stake: number;
}

const list = (cards: readonly Card[]) => cards.map(ru).join(' ');
const totalOf = (cards: readonly Card[]) => {
  const v = blackjackValue(cards);
  return RU.total(v.total, v.bust, v.soft);
};

/** How many cards the dealer ends with, by the engine's rule (none drawn against a player's Блекджек). */
function dealerCount(rules: BlackjackRules, d: Pick<SpotData, 'player' | 'dealer'>): number {
  const deck = d.dealer;
  if (blackjackValue(d.player).blackjack) return 2;
  let n = 2;
  for (;;) {
    const v = blackjackValue(deck.slice(0, n));
    if (v.bust || !dealerHits(rules, v.total, v.soft) || n >= deck.length) return n;
    n++;
  }
}

type PayMistake = 'none' | 'pay';

/** The steps of the hand with the dealer ending on `n` cards, paid right or with a mistake. */
function stepsOf(rules: BlackjackRules, d: SpotData, n: number, pay: PayMistake): SpotStep[] {
  const dealer = d.dealer.slice(0, n);
  const hands = (dc: readonly Card[], hidden = 0) => [
    { label: RU.player, cards: d.player },
    { label: RU.dealer, cards: dc, hidden },
  ];
  const pv = blackjackValue(d.player);
  const player = RU.playerHand(list(d.player), pv.blackjack ? RU.blackjack : totalOf(d.player));
  const two = `${list(dealer.slice(0, 2))} (${totalOf(dealer.slice(0, 2))})`;
  const steps: SpotStep[] = rules.holeCard
    ? [
        {
          text: RU.dealHole(player, ru(dealer[0]!)),
          hands: hands(dealer.slice(0, 1), 1),
        },
        { text: RU.turn(two), hands: hands(dealer.slice(0, 2)) },
      ]
    : [
        {
          text: RU.dealNoHole(player, ru(dealer[0]!)),
          hands: hands(dealer.slice(0, 1)),
        },
        { text: RU.second(two), hands: hands(dealer.slice(0, 2)) },
      ];
  for (let i = 2; i < n; i++) {
    steps.push({
      text: RU.draws(ru(dealer[i]!), totalOf(dealer.slice(0, i + 1))),
      hands: hands(dealer.slice(0, i + 1)),
    });
  }
  const dv = blackjackValue(dealer);
  steps.push({ text: dv.bust ? RU.bust(dv.total) : RU.stands(totalOf(dealer)) });
  const s = orThrow(settleHand(rules, { cards: d.player, stake: d.stake }, dealer));
  let outcome = s.outcome;
  let won = s.won;
  if (pay === 'pay') {
    if (s.outcome === 'push') outcome = 'lose';
    else {
      // A Блекджек paid 1:1, or its fraction of a chip paid up; a win a chip short.
      const exact = s.rounding?.exact;
      const up = exact ? Math.ceil(exact.numerator / exact.denominator) : won;
      won = [s.outcome === 'blackjack' ? d.stake : won, up, won - 1].find((w) => w !== s.won && w >= 0) ?? won + 1;
    }
  }
  steps.push({
    text:
      outcome === 'push' ? RU.pushStep : outcome === 'lose' ? RU.loseStep : RU.winStep(outcome === 'blackjack', won),
  });
  return steps;
}

const correctSteps = (rules: BlackjackRules, d: SpotData) => stepsOf(rules, d, dealerCount(rules, d), 'none');

/** The rule a step follows. */
function ruleAt(rules: BlackjackRules, d: SpotData, step: number, steps: readonly SpotStep[]): StepRule {
  if (step === steps.length - 1) {
    const n = dealerCount(rules, d);
    const s = orThrow(settleHand(rules, { cards: d.player, stake: d.stake }, d.dealer.slice(0, n)));
    const why =
      s.outcome === 'blackjack'
        ? RU.whyBlackjack(
            rules.blackjackPays,
            s.rounding && s.rounding.roundingDelta.numerator !== 0 ? blackjackRulePhraseRu(rules, 'rounding') : null,
            s.won,
          )
        : s.outcome === 'win'
          ? RU.whyWin(s.won)
          : s.outcome === 'push'
            ? RU.whyPush
            : RU.whyLose;
    return { why, link: SITE_LINKS.blackjack.payouts };
  }
  return {
    why: RU.whyDraw(blackjackRulePhraseRu(rules, 'dealerHitsSoft17')),
    link: SITE_LINKS.blackjack.dealer,
  };
}

/** The drill. */
export const spotDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-spot'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as Kind] ?? key,
  item(key, rng, { rules }) {
    const kind = (KEYS.includes(key as Kind) ? key : 'win') as Kind;
    const mistake = withMistake(rng);
    const unit = rules.rounding === 'refuse' ? payoutUnit(rules.blackjackPays) : 1;
    for (;;) {
      const deck = shuffled(rng, fullDeck());
      const player = [deck[0]!, deck[2]!];
      const dealerDeck = [deck[1]!, deck[3]!, ...deck.slice(4, 10)];
      const pv = blackjackValue(player);
      if (blackjackValue(dealerDeck.slice(0, 2)).blackjack) continue;
      if (kind === 'blackjack' ? !pv.blackjack : pv.blackjack || pv.total < 17) continue;
      const stake = unit * (1 + randomInt(rng, Math.floor(50 / unit)));
      const d: SpotData = { player, dealer: dealerDeck, stake };
      const n = dealerCount(rules, { player, dealer: dealerDeck });
      const s = orThrow(settleHand(rules, { cards: player, stake }, dealerDeck.slice(0, n)));
      if (kind === 'win' && s.outcome !== 'win') continue;
      if (kind === 'push' && s.outcome !== 'push') continue;
      if (kind === 'dealer-draw' && n === 2 && randomInt(rng, 2) === 0) continue;
      const correct = stepsOf(rules, d, n, 'none');
      let shown = correct;
      if (mistake) {
        // The dealer stops a card early, or takes one card too many.
        const wrongN = kind === 'dealer-draw' ? (n > 2 ? n - 1 : n + 1) : n;
        shown = stepsOf(rules, d, wrongN, kind === 'dealer-draw' ? 'none' : 'pay');
      }
      const wrong = shown.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(correct[i]));
      return {
        key,
        prompt: RU.prompt,
        context: [RU.stake(stake)],
        answer: { kind: 'spot', steps: shown },
        rules,
        solution: { answer: wrong < 0 ? PASS : stopAnswer(wrong) },
        data: d,
      };
    }
  },
  check(item, answer) {
    const rules = rulesOfItem<'blackjack'>(item);
    const d = item.data as SpotData;
    cardsOfItem(item, 'player');
    cardsOfItem(item, 'dealer');
    const correct = correctSteps(rules, d);
    return spotVerdict(item, correct, answer, (step) => ruleAt(rules, d, step, correct));
  },
};
