/**
 * The logic of the step-by-step coup, apart from React: the table's setup, the next dealer's step, and
 * each step told in Russian with the rule that decided it — the rule worded from the engine's tableau
 * data for the rules in play (`thirdCardRules`), so the text's tableau and the casino's each say their
 * own. The coup itself is `useRound` on the engine's `baccaratGame`.
 *
 * @module
 */
import {
  actionTypesNow,
  isNatural,
  resolveRulesOrThrow,
  thirdCardRules,
  type BaccaratAction,
  type BaccaratBet,
  type BaccaratEvent,
  type BaccaratRules,
  type BaccaratState,
  type TableauId,
} from '@croupier/engine/baccarat';
import { formatCard } from '@croupier/engine/cards';
import {
  BACCARAT_ACTION_NAMES,
  BACCARAT_BET_NAMES,
  BACCARAT_BET_ON,
  BACCARAT_WINNER_NAMES,
  bankerRowRu,
  bankerStoodRu,
  formatChips,
  formatCount,
  formatNumber,
  payoutSentenceRu,
  playerRuleRu,
} from '@croupier/ru';

/** The reader's seat at the example table. */
export const SEAT = 'вы';
/** Chips the reader starts with. */
export const START_CHIPS = 1000;
/** The reader's stake on every coup. */
export const STAKE = 100;

/** The rules of a tableau: the text's (`seed`) or the casino's. */
export function tableauRules(tableau: TableauId): BaccaratRules {
  return resolveRulesOrThrow({ preset: tableau === 'seed' ? 'seed' : 'casino' });
}

/** The table for a seed: the reader's seat. */
export function coupSetup(seed: number | string) {
  return { seats: { [SEAT]: START_CHIPS }, seed };
}

/** The reader's bet, placed at the start of every coup. */
export function betAction(bet: BaccaratBet): BaccaratAction {
  return { type: 'bet', player: SEAT, bet, stake: STAKE };
}

/** A step told in Russian. */
export interface StepLine {
  /** What happened. */
  readonly text: string;
  /** The rule that decided it, or empty. */
  readonly rule: string;
}

/**
 * The next dealer's step of a coup (the deal, a third-card rule, the settlement), or `null` when the
 * coup is settled.
 *
 * @param state - The table.
 */
export function nextAction(state: BaccaratState): BaccaratAction | null {
  if (state.phase === 'settled') return null;
  if (state.phase === 'betting') return { type: 'deal' };
  return { type: actionTypesNow(state)[0]! } as BaccaratAction;
}

/** The label of the next step's button. */
export function nextLabel(state: BaccaratState): string {
  const a = nextAction(state);
  return a ? BACCARAT_ACTION_NAMES[a.type] : 'Кон окончен';
}

const CARDS = ['карта', 'карты', 'карт'] as const;
const card = (c: number) => formatCard(c, { notation: 'ru', suits: 'symbol' });
const n = formatNumber;

/** «При 5 очках …» → «при 5 очках …», to follow a dash. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Tells the events of one step in Russian, citing the rule of the rules in play.
 *
 * @param rules - The table's rules (its tableau).
 * @param events - The events of one `apply`.
 */
export function tellEvents(rules: Pick<BaccaratRules, 'tableau'>, events: readonly BaccaratEvent[]): StepLine[] {
  const tableau = thirdCardRules(rules);
  const lines: StepLine[] = [];
  const dealt = events.filter((e): e is Extract<BaccaratEvent, { type: 'cardDealt' }> => e.type === 'cardDealt');
  const isDeal = dealt.length >= 4 && !events.some((e) => e.type === 'playerRule' || e.type === 'bankerRule');
  if (isDeal) {
    const p = dealt.filter((e) => e.to === 'player');
    const b = dealt.filter((e) => e.to === 'banker');
    lines.push({
      text: `Раздача: игроку ${p.map((e) => card(e.card)).join(' ')} — ${n(p[1]!.point)}, крупье ${b.map((e) => card(e.card)).join(' ')} — ${n(b[1]!.point)}.`,
      rule: 'Две карты игроку и две — крупье.',
    });
  }
  for (const e of events) {
    switch (e.type) {
      case 'betPlaced':
        lines.push({ text: `Ставка: ${formatChips(e.stake)} на ${BACCARAT_BET_ON[e.bet]}.`, rule: '' });
        break;
      case 'natural': {
        const who = [
          isNatural(e.playerPoint) ? `у игрока ${n(e.playerPoint)}` : '',
          isNatural(e.bankerPoint) ? `у крупье ${n(e.bankerPoint)}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        lines.push({
          text: `Натуральная комбинация: ${who}. Кон окончен, третьих карт нет.`,
          rule: 'Натуральная — 8 или 9 очков на двух картах.',
        });
        break;
      }
      case 'playerRule': {
        const third = events.find((x) => x.type === 'cardDealt' && x.to === 'player');
        lines.push({
          text:
            e.draws && third?.type === 'cardDealt'
              ? `У игрока ${n(e.total)} — он берёт третью карту: ${card(third.card)}, теперь ${n(third.point)}.`
              : `У игрока ${n(e.total)} — он остаётся при своих картах.`,
          rule: playerRuleRu(tableau),
        });
        break;
      }
      case 'bankerRule': {
        const third = events.find((x) => x.type === 'cardDealt' && x.to === 'banker');
        const against = e.playerThird === null ? 'игрок карту не брал' : `третья карта игрока — ${n(e.playerThird)}`;
        const rule = e.playerThird === null ? bankerStoodRu(tableau) : bankerRowRu(tableau.banker[e.total]!);
        lines.push({
          text:
            e.draws && third?.type === 'cardDealt'
              ? `У крупье ${n(e.total)}, ${against} — крупье берёт карту: ${card(third.card)}, теперь ${n(third.point)}.`
              : `У крупье ${n(e.total)}, ${against} — крупье стоит.`,
          rule: `${rules.tableau === 'seed' ? 'По тексту' : 'В казино'} ${lowerFirst(rule)}`,
        });
        break;
      }
      case 'coupDecided': {
        const o = e.outcome;
        lines.push({
          text: `Итог: игрок ${n(o.playerPoint)}, крупье ${n(o.bankerPoint)} — ${BACCARAT_WINNER_NAMES[o.winner]}.`,
          rule: 'Побеждает рука, чьи очки ближе к девяти.',
        });
        break;
      }
      case 'betSettled': {
        const s = e.settled;
        const name = BACCARAT_BET_NAMES[s.bet];
        const text =
          s.result === 'win' && s.ratio && s.payout
            ? payoutSentenceRu({ stake: s.staked, what: name, ratio: s.ratio, payout: s.payout })
            : s.result === 'push'
              ? `Ставка на ${BACCARAT_BET_ON[s.bet]} возвращается.`
              : `Ставка на ${BACCARAT_BET_ON[s.bet]} проиграла: ${formatChips(s.lost)} уходят казино.`;
        lines.push({ text: `${text} У вас ${formatChips(e.balance)}.`, rule: '' });
        break;
      }
      case 'shoeShuffled':
        lines.push({ text: `Башмак перетасован: ${formatCount(e.cards, CARDS)}.`, rule: '' });
        break;
      default:
        break;
    }
  }
  return lines;
}

/**
 * Tells the current coup: the steps since the table opened or the last «Новый кон».
 *
 * @param rules - The table's rules.
 * @param steps - The round's steps (`round.steps` of `useRound`).
 */
export function tellCoup(
  rules: Pick<BaccaratRules, 'tableau'>,
  steps: readonly { readonly action: BaccaratAction | null; readonly events: readonly BaccaratEvent[] }[],
): StepLine[] {
  let from = 0;
  steps.forEach((s, i) => {
    if (s.action?.type === 'nextCoup') from = i;
  });
  return steps.slice(from).flatMap((s) => tellEvents(rules, s.events));
}
