/**
 * «Баккара: найдите ошибку крупье» — a coup dealt from a seeded deck and played by the engine
 * (`playCoup`), shown step by step: the deal, the player's third card, the banker's, the result and the
 * payout of a bet (`settleBet`). In about three rounds of five, one mistake of the key's kind is made: a
 * card drawn or not against the player's rule or the banker's tableau (the rest of the coup then follows
 * from the wrong hands), or a winning bet paid at even money or with its fraction of a chip paid up.
 *
 * @module
 */
import {
  baccaratCardValue,
  baccaratPoint,
  bankerDraws,
  betTerms,
  isNatural,
  outcomeOf,
  playCoup,
  playerDraws,
  settleBetOrThrow,
  thirdCardRules,
  type BaccaratBet,
  type BaccaratRules,
} from '@croupier/engine/baccarat';
import { fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, shuffled } from '@croupier/engine/rng';
import {
  BACCARAT_BET_ON,
  bankerRowRu,
  bankerStoodRu,
  baccaratRulePhraseRu,
  formatCount,
  playerRuleRu,
  POINTS,
  SITE_LINKS,
} from '@croupier/ru';
import { BACCARAT_HANDS_RU as HANDS, BACCARAT_SPOT_RU as RU } from '@croupier/ru/trainer/drills/baccarat';
import { cardsOfItem, rulesOfItem, type Drill, type SpotStep } from '../../drill.ts';
import { spotVerdict, stopAnswer, PASS, withMistake, type StepRule } from '../../dealer/spot.ts';
import { list } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** Who the settled bet is the engine's record of (not shown). */
const OWNER = 'player';

type Mistake = 'player-draw' | 'banker-draw' | 'payout';
const KEYS: readonly Mistake[] = ['player-draw', 'banker-draw', 'payout'];
const LABELS: Readonly<Record<Mistake, string>> = RU.keys;

interface SpotData {
  /** The top of the deck, in dealing order (six cards: enough for any coup). */
  readonly cards: readonly Card[];
  readonly bet: BaccaratBet;
  readonly stake: number;
}

const pts = (cards: readonly Card[]) => formatCount(baccaratPoint(cards), POINTS);

/**
 * The hands as dealt with one decision turned around (`flip`), the other decisions by the engine's rules.
 * With `flip` null this is the engine's coup (the checker uses `playCoup` itself).
 */
function dealtWith(rules: BaccaratRules, cards: readonly Card[], flip: 'player' | 'banker' | null) {
  if (flip === null) {
    let i = 0;
    const c = playCoup(rules, () => cards[i++]!);
    return { player: c.player, banker: c.banker };
  }
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const p = baccaratPoint(player);
  const b = baccaratPoint(banker);
  if (isNatural(p) || isNatural(b)) return { player, banker };
  let third: number | null = null;
  if (playerDraws(p) !== (flip === 'player')) {
    player.push(cards[next++]!);
    third = baccaratCardValue(player[2]!);
  }
  if (bankerDraws(rules, b, third) !== (flip === 'banker')) banker.push(cards[next++]!);
  return { player, banker };
}

/** What the winning bet is paid: the engine's settlement, or a wrong amount of a named kind. */
function paidOn(rules: BaccaratRules, d: SpotData, player: readonly Card[], banker: readonly Card[], wrong: boolean) {
  const s = settleBetOrThrow(rules, OWNER, d.bet, d.stake, outcomeOf(player, banker));
  if (!wrong || s.result !== 'win') return s;
  // Even money where the ratio is not 1:1 (Банко paid without its commission), else the fraction of a chip
  // paid up, else one chip too many.
  const exact = s.payout!.exact;
  const candidates = [d.stake, Math.ceil(exact.numerator / exact.denominator), s.won + 1];
  return { ...s, won: candidates.find((w) => w !== s.won)! };
}

/** The steps of a coup with the given hands. */
function stepsOf(
  rules: BaccaratRules,
  d: SpotData,
  player: readonly Card[],
  banker: readonly Card[],
  wrongPay: boolean,
) {
  const p2 = player.slice(0, 2);
  const b2 = banker.slice(0, 2);
  const hands = (p: readonly Card[], b: readonly Card[]) => [
    { label: HANDS.player, cards: p },
    { label: HANDS.banker, cards: b },
  ];
  const steps: SpotStep[] = [{ text: RU.deal(list(p2), pts(p2), list(b2), pts(b2)), hands: hands(p2, b2) }];
  if (isNatural(baccaratPoint(p2)) || isNatural(baccaratPoint(b2))) {
    steps.push({ text: RU.natural });
  } else {
    steps.push(
      player.length === 3
        ? { text: RU.playerDraws(list([player[2]!]), pts(player)), hands: hands(player, b2) }
        : { text: RU.playerStands(pts(p2)) },
    );
    steps.push(
      banker.length === 3
        ? { text: RU.bankerDraws(list([banker[2]!]), pts(banker)), hands: hands(player, banker) }
        : { text: RU.bankerStands(pts(b2)) },
    );
  }
  const o = outcomeOf(player, banker);
  steps.push({
    text:
      o.winner === 'tie'
        ? RU.tie(o.playerPoint)
        : RU.won(o.winner === 'banker', Math.max(o.playerPoint, o.bankerPoint), Math.min(o.playerPoint, o.bankerPoint)),
  });
  const s = paidOn(rules, d, player, banker, wrongPay);
  const on = RU.bet(d.stake, BACCARAT_BET_ON[d.bet]);
  steps.push({
    text: s.result === 'win' ? RU.betWon(on, s.won) : s.result === 'push' ? RU.betPush(on) : RU.betLost(on),
  });
  return steps;
}

/** The engine's steps for an item's cards. */
function correctSteps(rules: BaccaratRules, d: SpotData): SpotStep[] {
  const { player, banker } = dealtWith(rules, d.cards, null);
  return stepsOf(rules, d, player, banker, false);
}

/** The rule a step of the engine's coup follows. */
function ruleAt(rules: BaccaratRules, d: SpotData, step: number, steps: readonly SpotStep[]): StepRule {
  const t = thirdCardRules(rules);
  const { player, banker } = dealtWith(rules, d.cards, null);
  const natural = steps.length === 4;
  const last = steps.length - 1;
  if (step === 1 && !natural) return { why: playerRuleRu(t), link: SITE_LINKS.baccarat.player };
  if (step === 2 && !natural) {
    const b = baccaratPoint(banker.slice(0, 2));
    const why = player.length === 3 ? (t.banker[b] ? bankerRowRu(t.banker[b]) : RU.bankerEight) : bankerStoodRu(t);
    return { why, link: SITE_LINKS.baccarat.banker };
  }
  if (step === last) {
    const s = settleBetOrThrow(rules, OWNER, d.bet, d.stake, outcomeOf(player, banker));
    const r = s.ratio;
    const why =
      s.result === 'win' && r
        ? RU.whyWin(
            BACCARAT_BET_ON[d.bet],
            r,
            s.payout!.roundingDelta.numerator === 0 ? null : baccaratRulePhraseRu(rules, 'rounding'),
            s.won,
          )
        : s.result === 'push'
          ? RU.whyPush
          : RU.whyLose;
    return { why, link: SITE_LINKS.baccarat.payouts };
  }
  return { why: RU.whyCoup, link: SITE_LINKS.baccarat.coup };
}

/** The drill. */
export const spotDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-spot'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as Mistake] ?? key,
  item(key, rng, { rules }) {
    const kind = (KEYS.includes(key as Mistake) ? key : 'payout') as Mistake;
    const mistake = withMistake(rng);
    for (;;) {
      const cards = shuffled(rng, fullDeck()).slice(0, 6);
      const c = dealtWith(rules, cards, null);
      const o = outcomeOf(c.player, c.banker);
      const natural = isNatural(baccaratPoint(c.player.slice(0, 2))) || isNatural(baccaratPoint(c.banker.slice(0, 2)));
      if (kind !== 'payout' && natural) continue;
      // The bet: on the winner for a payout round (Банко when it won, to weigh its commission), else either.
      const bet: BaccaratBet =
        kind === 'payout' ? (o.winner === 'tie' ? 'tie' : o.winner) : randomInt(rng, 2) === 0 ? 'banker' : 'player';
      const unit = betTerms(rules, bet).stakeUnit;
      const stakes = Array.from({ length: 40 }, (_, i) => 5 * (i + 1)).filter((s) => s % unit === 0);
      const d: SpotData = { cards, bet, stake: stakes[randomInt(rng, bet === 'tie' ? 10 : stakes.length)]! };
      if (kind === 'payout' && settleBetOrThrow(rules, OWNER, bet, d.stake, o).result !== 'win') continue;
      const correct = correctSteps(rules, d);
      let shown = correct;
      if (mistake) {
        const h = kind === 'payout' ? c : dealtWith(rules, cards, kind === 'player-draw' ? 'player' : 'banker');
        shown = stepsOf(rules, d, h.player, h.banker, kind === 'payout');
      }
      const wrong = shown.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(correct[i]));
      return {
        key,
        prompt: RU.prompt,
        context: [RU.stake(d.stake, BACCARAT_BET_ON[bet])],
        answer: { kind: 'spot', steps: shown },
        rules,
        solution: { answer: wrong < 0 ? PASS : stopAnswer(wrong) },
        data: d,
      };
    }
  },
  check(item, answer) {
    const rules = rulesOfItem<'baccarat'>(item);
    const d = item.data as SpotData;
    cardsOfItem(item, 'cards');
    const correct = correctSteps(rules, d);
    return spotVerdict(item, correct, answer, (step) => ruleAt(rules, d, step, correct));
  },
};
