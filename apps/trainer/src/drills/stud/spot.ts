/**
 * «Покер: найдите ошибку дилера» — a raised round dealt by the engine and settled by `settle`, shown step
 * by step: the player's hand, the dealer's hand and whether it plays, the result, the payout. In about
 * three rounds of five one mistake of the key's kind is made: the dealer's qualification called wrong (the
 * result and the payout then follow the wrong call, settled by the engine's `settleOutcome`), or the
 * СТАВКА paid by the paytable line of a neighbouring combination.
 *
 * @module
 */
import { orThrow } from '@croupier/engine';
import { type Card } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import {
  PAID_CATEGORIES,
  raiseFor,
  settle,
  settleOutcome,
  type Category,
  type StudOutcome,
  type StudPaidCategory,
  type StudRules,
} from '@croupier/engine/stud';
import { SITE_LINKS, studRulePhraseRu } from '@croupier/ru';
import { cardsOfItem, rulesOfItem, type Drill, type SpotStep } from '../../drill.ts';
import { spotVerdict, stopAnswer, PASS, withMistake, type StepRule } from '../../dealer/spot.ts';
import { deal, handOf, name, ru } from './deal.ts';
import { STUD_SPOT_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

type Kind = 'qualification' | 'paytable';
const KEYS: readonly Kind[] = ['qualification', 'paytable'];
const LABELS: Readonly<Record<Kind, string>> = RU.keys;

interface SpotData {
  readonly player: readonly Card[];
  readonly dealer: readonly Card[];
  readonly ante: number;
}

const isPaid = (c: Category): c is StudPaidCategory => (PAID_CATEGORIES as readonly string[]).includes(c);

/** A mistake made in the round: none, the qualification called the other way, or the raise paid by another line. */
type Mistake =
  | { readonly kind: 'none' }
  | { readonly kind: 'qualification' }
  | { readonly kind: 'paytable'; readonly as: StudPaidCategory };

/** The steps of the round, with a mistake made or not. */
function stepsOf(rules: StudRules, d: SpotData, m: Mistake): SpotStep[] {
  const s = orThrow(settle({ player: d.player, dealer: d.dealer, ante: d.ante, raised: true }, rules));
  const bet = raiseFor(d.ante, rules);
  const qualifies = m.kind === 'qualification' ? !s.dealer.qualifies : s.dealer.qualifies;
  // The result the dealer calls: the engine's, or what follows from the wrong qualification call.
  const outcome: StudOutcome =
    m.kind !== 'qualification'
      ? s.outcome
      : !qualifies
        ? 'dealerNoGame'
        : s.player.class < s.dealer.class
          ? 'playerWins'
          : s.player.class === s.dealer.class
            ? 'push'
            : 'dealerWins';
  const category = m.kind === 'paytable' ? m.as : isPaid(s.player.category) ? s.player.category : undefined;
  const p =
    outcome === 'playerWins' && category === undefined
      ? s.payout
      : orThrow(settleOutcome({ ante: d.ante, outcome, ...(category ? { category } : {}) }, rules));
  const steps: SpotStep[] = [
    {
      text: RU.raised(d.ante, bet, ru(d.player), name(s.player.category)),
      hands: [
        { label: RU.player, cards: d.player },
        { label: RU.dealer, cards: [], hidden: 5 },
      ],
    },
    {
      text: RU.opens(ru(d.dealer), name(s.dealer.category), qualifies),
      hands: [
        { label: RU.player, cards: d.player },
        { label: RU.dealer, cards: d.dealer },
      ],
    },
    {
      text:
        outcome === 'dealerNoGame'
          ? RU.noGame
          : outcome === 'playerWins'
            ? RU.playerWins
            : outcome === 'push'
              ? RU.push
              : RU.dealerWins,
    },
    {
      text:
        outcome === 'dealerNoGame'
          ? RU.paidNoGame(p.anteWon)
          : outcome === 'playerWins'
            ? RU.paid(p.anteWon, p.betWon)
            : outcome === 'push'
              ? RU.returned
              : RU.takes(d.ante + bet),
    },
  ];
  return steps;
}

/** The rule a step follows. */
function ruleAt(rules: StudRules, d: SpotData, step: number): StepRule {
  const s = orThrow(settle({ player: d.player, dealer: d.dealer, ante: d.ante, raised: true }, rules));
  if (step <= 1) return { why: RU.whyQualifier(studRulePhraseRu(rules, 'qualifier')), link: SITE_LINKS.poker.noGame };
  if (step === 2) return { why: RU.whyRanking, link: SITE_LINKS.poker.ranking };
  const { anteWon, betWon, betRatio } = s.payout;
  const why =
    s.outcome === 'playerWins'
      ? RU.whyWin(rules.antePays, anteWon, name(s.player.category), betRatio!, betWon)
      : s.outcome === 'dealerNoGame'
        ? RU.whyNoGame(rules.antePays, anteWon)
        : RU.whyLose;
  return { why, link: s.outcome === 'dealerNoGame' ? SITE_LINKS.poker.noGame : SITE_LINKS.poker.payouts };
}

const ANTES = [5, 10, 20, 25] as const;

/** The drill. */
export const spotDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-spot'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as Kind] ?? key,
  item(key, rng, { rules }) {
    const kind = (KEYS.includes(key as Kind) ? key : 'paytable') as Kind;
    const mistake = withMistake(rng);
    const ante = ANTES[randomInt(rng, ANTES.length)]!;
    for (;;) {
      // A paid combination for the player; for the qualification, a dealer near the line.
      const usual = PAID_CATEGORIES.slice(3); // from a full house down: the hands a table sees
      const category = usual[randomInt(rng, usual.length)]!;
      const player = handOf(category as Category, rng);
      const dealer =
        kind === 'qualification'
          ? handOf((['noGame', 'aceKing', 'pair'] as const)[randomInt(rng, 3)]!, rng, player)
          : randomInt(rng, 4) === 0
            ? deal(rng, player)
            : handOf('pair', rng, player);
      const d: SpotData = { player, dealer, ante };
      const s = orThrow(settle({ player, dealer, ante, raised: true }, rules));
      if (kind === 'paytable' && s.outcome !== 'playerWins') continue;
      const correct = stepsOf(rules, d, { kind: 'none' });
      let shown = correct;
      if (mistake) {
        if (kind === 'qualification') shown = stepsOf(rules, d, { kind: 'qualification' });
        else {
          const i = PAID_CATEGORIES.indexOf(s.player.category as StudPaidCategory);
          const as = [PAID_CATEGORIES[i + 1], PAID_CATEGORIES[i - 1]].find(
            (c) =>
              c !== undefined && stepsOf(rules, d, { kind: 'paytable', as: c }).at(-1)!.text !== correct.at(-1)!.text,
          );
          if (as === undefined) continue;
          shown = stepsOf(rules, d, { kind: 'paytable', as });
        }
      }
      const wrong = shown.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(correct[i]));
      return {
        key,
        prompt: RU.prompt,
        answer: { kind: 'spot', steps: shown },
        rules,
        solution: { answer: wrong < 0 ? PASS : stopAnswer(wrong) },
        data: d,
      };
    }
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const d = item.data as SpotData;
    cardsOfItem(item, 'player');
    cardsOfItem(item, 'dealer');
    return spotVerdict(item, stepsOf(rules, d, { kind: 'none' }), answer, (step) => ruleAt(rules, d, step));
  },
};
