/**
 * The logic of the step-by-step coup: a table with one player's bet, driven one engine action at a
 * time (deal, the player's rule, the banker's rule, settlement), each step told in Russian.
 *
 * @module
 */
import {
  actionTypesNow,
  applyOrThrow,
  resolveRulesOrThrow,
  start,
  type BaccaratAction,
  type BaccaratBet,
  type BaccaratEvent,
  type BaccaratState,
  type TableauId,
} from '@croupier/engine/baccarat';
import { formatCard } from '@croupier/engine/cards';
import { BACCARAT_BET_NAMES as BET_NAMES_RU, baccaratErrorRu } from '@croupier/ru';
import { chipsRu } from './ru';

/** The reader's seat at the example table. */
export const SEAT = 'вы';
/** Chips the reader starts with. */
export const START_CHIPS = 1000;

/** A step told in Russian. */
export interface StepLine {
  /** What happened. */
  readonly text: string;
  /** The rule that decided it, or empty. */
  readonly rule: string;
}

/** The example coup between steps. */
export interface CoupRun {
  /** The engine's table. */
  readonly state: BaccaratState;
  /** Every step so far, in order. */
  readonly lines: readonly StepLine[];
}

/**
 * Sets up a coup: an 8-deck shoe shuffled from the seed and the reader's bet on the layout. The engine
 * checks the seed (`checkSeed`): a number that is not a whole number below 2⁵³ is refused with a typed
 * error, which the page words in Russian.
 *
 * @param seed - The shuffle's seed.
 * @param tableau - `casino` or the text's `seed` tableau.
 * @param bet - The reader's bet.
 * @param stake - The stake.
 * @returns The coup, or the Russian sentence saying what is wrong with the seed.
 */
export function tryStartCoup(
  seed: number,
  tableau: TableauId,
  bet: BaccaratBet,
  stake: number,
): { readonly ok: true; readonly run: CoupRun } | { readonly ok: false; readonly error: string } {
  const rules = resolveRulesOrThrow({ preset: tableau === 'seed' ? 'seed' : 'casino' });
  const table = start(rules, { seats: { [SEAT]: START_CHIPS }, seed });
  if (!table.ok) return { ok: false, error: baccaratErrorRu(table.error) };
  const placed = applyOrThrow(table.value.state, { type: 'bet', player: SEAT, bet, stake });
  return {
    ok: true,
    run: { state: placed.state, lines: [{ text: `Ставка: ${chipsRu(stake)} на ${BET_NAMES_RU[bet]}.`, rule: '' }] },
  };
}

/**
 * Sets up a coup from a seed known to be good.
 *
 * @param seed - The shuffle's seed, a whole number.
 * @param tableau - `casino` or the text's `seed` tableau.
 * @param bet - The reader's bet.
 * @param stake - The stake.
 * @throws RangeError for a bad seed.
 */
export function startCoup(seed: number, tableau: TableauId, bet: BaccaratBet, stake: number): CoupRun {
  const r = tryStartCoup(seed, tableau, bet, stake);
  if (!r.ok) throw new RangeError(r.error);
  return r.run;
}

/**
 * Reads the «Номер тасовки» field: digits make a number; anything else (letters, a sign, a fraction,
 * nothing) is not a number, which the engine refuses.
 *
 * @param text - What the reader typed.
 */
export function seedFromText(text: string): number {
  const t = text.trim();
  return /^\d+$/u.test(t) ? Number(t) : Number.NaN;
}

/** The next action of a coup, or `null` when it is settled. */
export function nextAction(state: BaccaratState): BaccaratAction | null {
  if (state.phase === 'settled') return null;
  return { type: state.phase === 'betting' ? 'deal' : actionTypesNow(state)[0]! } as BaccaratAction;
}

const card = (c: number) => formatCard(c, { notation: 'ru', suits: 'symbol' });

/**
 * Tells the events of one step in Russian, citing the rule.
 *
 * @param events - The events of one `apply`.
 */
export function tellEvents(events: readonly BaccaratEvent[]): StepLine[] {
  const lines: StepLine[] = [];
  const dealt = events.filter((e): e is Extract<BaccaratEvent, { type: 'cardDealt' }> => e.type === 'cardDealt');
  const isDeal =
    events.length >= 4 &&
    dealt.length >= 4 &&
    events[0]?.type === 'cardDealt' &&
    !events.some((e) => e.type === 'playerRule' || e.type === 'bankerRule');
  if (isDeal) {
    const p = dealt.filter((e) => e.to === 'player');
    const b = dealt.filter((e) => e.to === 'banker');
    lines.push({
      text: `Раздача: игроку ${p.map((e) => card(e.card)).join(' ')} — ${p[1]!.point}, крупье ${b.map((e) => card(e.card)).join(' ')} — ${b[1]!.point}.`,
      rule: 'Две карты игроку и две — крупье.',
    });
  }
  for (const e of events) {
    switch (e.type) {
      case 'natural': {
        const who = [
          e.playerPoint >= 8 ? `у игрока ${e.playerPoint}` : '',
          e.bankerPoint >= 8 ? `у крупье ${e.bankerPoint}` : '',
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
        lines.push(
          e.draws && third?.type === 'cardDealt'
            ? {
                text: `У игрока ${e.total} — он берёт третью карту: ${card(third.card)}, теперь ${third.point}.`,
                rule: 'Игрок берёт карту при 0–5 очках.',
              }
            : {
                text: `У игрока ${e.total} — он остаётся при своих картах.`,
                rule: 'При 6–7 очках игрок не берёт карту.',
              },
        );
        break;
      }
      case 'bankerRule': {
        const third = events.find((x) => x.type === 'cardDealt' && x.to === 'banker');
        const against = e.playerThird === null ? 'игрок карту не брал' : `третья карта игрока — ${e.playerThird}`;
        lines.push(
          e.draws && third?.type === 'cardDealt'
            ? {
                text: `У крупье ${e.total}, ${against} — крупье берёт карту: ${card(third.card)}, теперь ${third.point}.`,
                rule: 'Правило третьей карты для крупье (таблица выше).',
              }
            : {
                text: `У крупье ${e.total}, ${against} — крупье стоит.`,
                rule: 'Правило третьей карты для крупье (таблица выше).',
              },
        );
        break;
      }
      case 'coupDecided': {
        const o = e.outcome;
        const result =
          o.winner === 'tie' ? 'ничья' : o.winner === 'banker' ? 'выиграл крупье (Банко)' : 'выиграл игрок (Пунто)';
        lines.push({
          text: `Итог: игрок ${o.playerPoint}, крупье ${o.bankerPoint} — ${result}.`,
          rule: 'Побеждает рука, чьи очки ближе к девяти.',
        });
        break;
      }
      case 'betSettled': {
        const s = e.settled;
        const name = BET_NAMES_RU[s.bet];
        let text: string;
        if (s.result === 'win') {
          const exact =
            s.payout && s.payout.roundingDelta.numerator !== 0
              ? ` (ровно ${s.payout.exact.numerator}/${s.payout.exact.denominator}, доля фишки остаётся казино)`
              : '';
          text = `Ставка на ${name} выиграла: ${s.ratio!.pays}:${s.ratio!.per}, выплата ${chipsRu(s.won)}${exact}; ставка возвращается.`;
        } else if (s.result === 'push') {
          text = `Ничья: ставка на ${name} возвращается.`;
        } else {
          text = `Ставка на ${name} проиграла: ${chipsRu(s.lost)} уходят казино.`;
        }
        lines.push({ text: `${text} У вас ${chipsRu(e.balance)}.`, rule: '' });
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

/**
 * Plays the next step of the coup.
 *
 * @param run - The coup so far.
 * @returns The coup after one more step (unchanged when it is settled).
 */
export function step(run: CoupRun): CoupRun {
  const action = nextAction(run.state);
  if (!action) return run;
  const r = applyOrThrow(run.state, action);
  return { state: r.state, lines: [...run.lines, ...tellEvents(r.events)] };
}

/** {@link formatCard} in the texts' notation, for captions. */
export function cardRu(c: number): string {
  return card(c);
}

/** The label of the next step's button. */
export function nextLabel(state: BaccaratState): string {
  switch (state.phase) {
    case 'betting':
      return 'Раздать';
    case 'playerRule':
      return 'Третья карта игрока';
    case 'bankerRule':
      return 'Третья карта крупье';
    case 'decided':
      return 'Расчёт ставок';
    case 'settled':
      return 'Кон окончен';
  }
}
