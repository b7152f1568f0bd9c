/**
 * The stud rule-cost island as a pure model: the reader's inputs, the figures computed in this browser
 * and the exact run (idle, computing with its request and progress, or failed) in one state, stepped
 * by the reader's actions and the worker's replies; and the selectors the view reads. The view sends
 * {@link requestOf} to the worker whenever it changes.
 *
 * @module
 */
import { studOddsKey, type StudRules } from '@croupier/engine/stud';
import type { StudReply, StudRequest } from './protocol';
import {
  TEXT_CHOICE,
  balanceRows,
  effectiveRules,
  feesRu,
  knownFigures,
  parseAntes,
  parsePayout,
  paytableRu,
  rulesOf,
  type BalanceRow,
  type ExchangeId,
  type PaytableId,
  type StudChoice,
  type StudFigures,
} from './studCost';
import type { CostPhase } from '../model';

/** A figure computed in this browser, with the rules it is for. */
export type ComputedFigure = Omit<StudFigures, 'source'> & { readonly rules?: StudRules };

/** The request being computed and how far it is. */
export interface StudJob {
  /** What the worker was asked (one object per request). */
  readonly request: StudRequest;
  /** The rules' key the reader asked for (`JSON.stringify(rules)`). */
  readonly key: string;
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}

/** The exact run: none, computing, or failed. */
export type StudRun =
  | { readonly kind: 'idle' }
  | { readonly kind: 'computing'; readonly job: StudJob }
  | { readonly kind: 'error'; readonly message: string };

/** The island's state. */
export interface StudState {
  readonly choice: StudChoice;
  /** The custom paytable's fields as typed. */
  readonly payText: readonly string[];
  /** The custom fees' fields as typed. */
  readonly feeText: readonly [string, string];
  /** Figures computed in this browser, by `studOddsKey`. */
  readonly computed: ReadonlyMap<string, ComputedFigure>;
  /** The last request's id: a reply to another is ignored. */
  readonly seq: number;
  readonly run: StudRun;
}

/** What the reader does, and what the worker answers. */
export type StudAction =
  | { readonly type: 'exchange'; readonly exchange: ExchangeId }
  | { readonly type: 'paytable'; readonly paytable: PaytableId }
  | { readonly type: 'fee'; readonly index: 0 | 1; readonly text: string }
  | { readonly type: 'pay'; readonly index: number; readonly text: string }
  | { readonly type: 'reset' }
  | { readonly type: 'start' }
  | { readonly type: 'cancel' }
  | { readonly type: 'reply'; readonly reply: StudReply };

const TEXT_FEES: readonly [string, string] = ['1', '1,5'];

/** The first state: the text's rules, nothing computed. */
export const INITIAL: StudState = {
  choice: TEXT_CHOICE,
  payText: TEXT_CHOICE.customPaytable.map(String),
  feeText: TEXT_FEES,
  computed: new Map(),
  seq: 0,
  run: { kind: 'idle' },
};

/** What the inputs mean: the rules chosen, or that a field cannot be read. */
export interface StudView {
  readonly invalid: boolean;
  /** The chosen rules (the last valid custom values while a field is invalid). */
  readonly rules: StudRules;
  /** `JSON.stringify(rules)`, or `''` while invalid. */
  readonly key: string;
  /** The text's rules and figures. */
  readonly baseRules: StudRules;
  readonly base: StudFigures;
  /** The chosen rules' figures, if known. */
  readonly current: StudFigures | null;
  /** The balance limit's rows (none for invalid input or one dealer card up). */
  readonly rows: readonly BalanceRow[];
  /** The run for these rules, if one is computing. */
  readonly job: StudJob | null;
  /** The change of the house edge against the text. */
  readonly edgeChange: number;
  readonly phase: CostPhase;
}

const BASE_RULES = rulesOf(TEXT_CHOICE);

/**
 * Reads the state.
 *
 * @param s - The state.
 */
export function view(s: StudState): StudView {
  const { choice } = s;
  const pays = s.payText.map(parsePayout);
  const fees = s.feeText.map(parseAntes);
  const invalid =
    (choice.paytable === 'custom' && pays.some((x) => x === null)) ||
    (choice.exchange === 'custom' && fees.some((x) => x === null));
  const effective: StudChoice = invalid
    ? choice
    : {
        ...choice,
        customPaytable: choice.paytable === 'custom' ? (pays as number[]) : choice.customPaytable,
        customFees: choice.exchange === 'custom' ? [fees[0]!, fees[1]!] : choice.customFees,
      };
  const rules = rulesOf(effective);
  const base = knownFigures(BASE_RULES, s.computed)!;
  const current = invalid ? null : knownFigures(rules, s.computed);
  const key = invalid ? '' : JSON.stringify(rules);
  const job = s.run.kind === 'computing' && s.run.job.key === key ? s.run.job : null;
  const phase: CostPhase = invalid || s.run.kind === 'error' ? 'error' : job ? 'computing' : current ? 'done' : 'idle';
  return {
    invalid,
    rules,
    key,
    baseRules: BASE_RULES,
    base,
    current,
    rows: invalid || rules.upCards === 1 ? [] : balanceRows(rules),
    job,
    edgeChange: current ? current.figure.houseEdgeValue - base.figure.houseEdgeValue : 0,
    phase,
  };
}

/** Rules in words for the list of computed ones. */
export function describeRules(r: StudRules): string {
  return `${r.maxExchange === 0 ? 'без обмена' : feesRu(r)}; выплаты ${paytableRu(r.paytable)}`;
}

/** The request the worker should be computing now, if any (the same object while it runs). */
export function requestOf(s: StudState): StudJob['request'] | null {
  return s.run.kind === 'computing' ? s.run.job.request : null;
}

function start(s: StudState): StudState {
  const v = view(s);
  if (v.invalid) return s;
  // The main rules first, then the smaller exchanges a short balance leaves (the balance table).
  const extra = v.rows
    .map((row) => effectiveRules(v.rules, row.useful))
    .filter((r) => r.maxExchange !== v.rules.maxExchange && knownFigures(r, s.computed) === null);
  const id = s.seq + 1;
  const request: StudRequest = { id, rules: [v.rules, ...extra] };
  return { ...s, seq: id, run: { kind: 'computing', job: { request, key: v.key, done: 0, total: 1, elapsedMs: 0 } } };
}

function reply(s: StudState, m: StudReply): StudState {
  if (m.id !== s.seq || s.run.kind !== 'computing') return s;
  const { job } = s.run;
  switch (m.type) {
    case 'progress':
      return {
        ...s,
        run: { kind: 'computing', job: { ...job, done: m.done, total: m.total, elapsedMs: m.elapsedMs } },
      };
    case 'result': {
      const rules = job.request.rules.find((r) => studOddsKey(r) === m.key);
      const computed = new Map(s.computed);
      computed.set(m.key, {
        figure: m.figure,
        ...(m.byCategory ? { byCategory: m.byCategory } : {}),
        ms: m.ms,
        label: rules ? describeRules(rules) : '',
        ...(rules ? { rules } : {}),
      });
      return { ...s, computed };
    }
    case 'done':
      return { ...s, run: { kind: 'idle' } };
    case 'error':
      return { ...s, run: { kind: 'error', message: m.message } };
  }
}

/**
 * The next state.
 *
 * @param s - The state.
 * @param a - The action.
 */
export function step(s: StudState, a: StudAction): StudState {
  switch (a.type) {
    case 'exchange':
      return { ...s, choice: { ...s.choice, exchange: a.exchange } };
    case 'paytable':
      return { ...s, choice: { ...s.choice, paytable: a.paytable } };
    case 'fee': {
      const feeText: [string, string] = [...s.feeText];
      feeText[a.index] = a.text;
      return { ...s, feeText };
    }
    case 'pay':
      return { ...s, payText: s.payText.map((t, i) => (i === a.index ? a.text : t)) };
    case 'reset':
      return { ...s, choice: TEXT_CHOICE, payText: INITIAL.payText, feeText: TEXT_FEES };
    case 'start':
      return start(s);
    case 'cancel':
      // A later reply of the cancelled run no longer matches.
      return { ...s, seq: s.seq + 1, run: { kind: 'idle' } };
    case 'reply':
      return reply(s, a.reply);
  }
}
