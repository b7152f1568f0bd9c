/**
 * The casino advisor as a pure model, in the shape of the text's advisor (`../stud/advisorModel.ts`): a
 * state, `step(state, action)` and selectors. The reader picks a preset and six cards — the player's five
 * and the dealer's open card — or deals them from a seed; a full set asks the worker (`adviseCasino` of
 * `../stud/advisor.tasks.ts`, through the same compute client), and only the reply to the request in
 * flight counts.
 *
 * @module
 */
import { formatCard, formatCards, fullDeck, type Card } from '@croupier/engine/cards';
import { seededRng, shuffled } from '@croupier/engine/rng';
import type { AdvisorOption } from '../stud/advisor';
import type { AdvisorReply } from '../stud/advisorModel';
import type { CasinoAdviceInput, RussianPokerPreset } from '../stud/advisor.tasks';

/** Where the advisor is: picking cards, computing request `seq`, done with its reply, or failed. */
export interface CasinoAdvisorState {
  readonly kind: 'picking' | 'computing' | 'done' | 'error';
  readonly preset: RussianPokerPreset;
  /** The player's five cards, then the dealer's open card (fewer while picking). */
  readonly cards: readonly Card[];
  /** The deal's seed, when the cards were dealt. */
  readonly seed: number | null;
  /** Numbers the requests, so a late reply to an older one is ignored. */
  readonly seq: number;
  readonly reply: AdvisorReply | null;
  /** Whether every option is listed, or only the best {@link SHORT_LIST}. */
  readonly expanded: boolean;
}

/** How many options the short list shows. */
export const SHORT_LIST = 10;

/** What happens: a preset picked, cards picked or dealt, or the worker's reply. */
export type CasinoAdvisorAction =
  | { readonly type: 'preset'; readonly preset: RussianPokerPreset }
  | { readonly type: 'cards'; readonly cards: readonly Card[] }
  | { readonly type: 'deal'; readonly seed: number }
  | { readonly type: 'reply'; readonly reply: AdvisorReply }
  | { readonly type: 'expand'; readonly expanded: boolean };

/** A request to the worker. */
export interface CasinoAdvisorRequest {
  readonly id: number;
  readonly input: CasinoAdviceInput;
}

/** Six cards from a seed: a shuffled deck's first five for the player, the sixth the dealer's open card. */
export function dealSix(seed: number): readonly Card[] {
  return shuffled(seededRng(seed), fullDeck()).slice(0, 6);
}

/** The next state (see the module comment). */
export function step(s: CasinoAdvisorState, a: CasinoAdvisorAction): CasinoAdvisorState {
  const ask = (preset: RussianPokerPreset, cards: readonly Card[], seed: number | null): CasinoAdvisorState =>
    cards.length === 6
      ? { kind: 'computing', preset, cards, seed, seq: s.seq + 1, reply: null, expanded: s.expanded }
      : { kind: 'picking', preset, cards, seed, seq: s.seq, reply: null, expanded: s.expanded };
  switch (a.type) {
    case 'preset':
      return a.preset === s.preset ? s : ask(a.preset, s.cards, s.seed);
    case 'cards':
      return ask(s.preset, a.cards.slice(0, 6), null);
    case 'deal':
      return ask(s.preset, dealSix(a.seed), a.seed);
    case 'expand':
      return { ...s, expanded: a.expanded };
    case 'reply':
      if (s.kind !== 'computing' || a.reply.id !== s.seq) return s;
      return { ...s, kind: a.reply.error === undefined ? 'done' : 'error', reply: a.reply };
  }
}

/** The first state: a preset and a deal. */
export function initialCasinoAdvisor(init: { preset: RussianPokerPreset; seed: number }): CasinoAdvisorState {
  return step(
    { kind: 'picking', preset: init.preset, cards: [], seed: null, seq: 0, reply: null, expanded: false },
    { type: 'deal', seed: init.seed },
  );
}

/** What the state asks (or asked) of the worker: the preset, the five cards, the open card (six cards needed). */
export function requestInput(s: CasinoAdvisorState): CasinoAdviceInput {
  return { preset: s.preset, hand: s.cards.slice(0, 5), upCard: s.cards[5]! };
}

/** The request the worker should answer now, if any. */
export function requestOf(s: CasinoAdvisorState): CasinoAdvisorRequest | null {
  return s.kind === 'computing' ? { id: s.seq, input: requestInput(s) } : null;
}

/** The `data-state` of the widget, for tests to wait on. */
export function phaseOf(s: CasinoAdvisorState): 'idle' | 'computing' | 'done' | 'error' {
  return s.kind === 'picking' ? 'idle' : s.kind;
}

/** A row of the advisor's table. */
export interface CasinoAdvisorRow extends AdvisorOption {
  /** Whether the EV is a lower bound (the true value may be higher). */
  readonly lowerBound: boolean;
}

/** The options, best EV first (none until the reply is in); an EV that is a lower bound is marked. */
export function rowsOf(s: CasinoAdvisorState): readonly CasinoAdvisorRow[] {
  if (s.kind !== 'done' || s.reply === null) return [];
  return [...s.reply.options].sort((x, y) => y.ev - x.ev).map((o) => ({ ...o, lowerBound: o.exact === false }));
}

/** The rows to show: all when expanded, else the best {@link SHORT_LIST}. */
export function shownRows(s: CasinoAdvisorState): readonly CasinoAdvisorRow[] {
  const rows = rowsOf(s);
  return s.expanded ? rows : rows.slice(0, SHORT_LIST);
}

/** Whether any row is a lower bound (the page explains what that means under it). */
export function hasLowerBounds(s: CasinoAdvisorState): boolean {
  return rowsOf(s).some((r) => r.lowerBound);
}

/**
 * Whether the best row is surely the best: it is when no other row is a lower bound (the best's own true
 * value is at least its bound); an option below it whose EV is a lower bound may be worth more.
 */
export function bestIsSure(s: CasinoAdvisorState): boolean {
  const rows = rowsOf(s);
  const best = rows.find((r) => r.best);
  return best !== undefined && !rows.some((r) => r !== best && r.lowerBound);
}

/**
 * The figure id of a casino option's EV or chance of raising, for the site's figure check: the text
 * advisor's `advise/stud/<hand>/<action>/<discard>/<field>` with the hand followed by `@<preset>+<up-card>`
 * (`advise/stud/Qs.Qh.Qd.7c.2s@senator+As/exchange/7c.2s/ev`), the cards in the engine's notation; what
 * `adviseOrThrow(hand, resolveRulesOrThrow({ preset }), { upCard, exchange: true })` computes.
 *
 * @param input - The request: preset, hand, up-card.
 * @param o - The option.
 * @param field - `ev` or `raiseChance`.
 */
export function casinoFigureId(input: CasinoAdviceInput, o: AdvisorOption, field: 'ev' | 'raiseChance'): string {
  const cards = (cs: readonly Card[]) => (cs.length === 0 ? '-' : formatCards(cs).split(' ').join('.'));
  return `advise/stud/${cards(input.hand)}@${input.preset}+${formatCard(input.upCard)}/${o.action}/${cards(o.discard)}/${field}`;
}
