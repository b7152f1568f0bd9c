/**
 * «Базовая стратегия» — every two-card cell of the chart against every up-card, graded by the engine's
 * exact analysis of the rules in play (`analyse(rules)`, computed by the app in a worker and passed in as
 * {@link StrategyTable}): the right answer is the chart's action, every answer is told its EV, and a
 * mistake its cost. A double or split the rules refuse is explained by `@croupier/ru`.
 *
 * @module
 */
import {
  CHART_HARD_ROWS,
  CHART_PAIR_ROWS,
  CHART_SOFT_ROWS,
  CHART_UP_CARDS,
  mayDouble,
  maySplit,
  type ChartAction,
} from '@croupier/engine/blackjack';
import { blackjackCellRu, blackjackErrorRu, formatPercent, SITE_LINKS } from '@croupier/ru';
import { STRATEGY_RU as RU } from '@croupier/ru/trainer/drills/blackjack-strategy';
import { rational } from '@croupier/engine';
import { answerCost } from '../../cost.ts';
import { rulesOfItem, type Choice, type Drill, type DrillItem, type Verdict } from '../../drill.ts';
import { cardsIn, dealValues, twoValuesFor } from './deal.ts';
import { cellKey, keyValue, type StrategyTable } from '../../analysis/strategy-table.ts';
import { cellFrequency, worstMistakeCost } from './frequency.ts';
import { drillMeta } from '../catalog.ts';

const KEYS: string[] = [];
for (const up of CHART_UP_CARDS) {
  for (const t of CHART_HARD_ROWS.filter((r) => r <= 19)) KEYS.push(cellKey('hard', t, up));
  for (const t of CHART_SOFT_ROWS) KEYS.push(cellKey('soft', t, up));
  for (const x of CHART_PAIR_ROWS) KEYS.push(cellKey('pair', x, up));
}

/** An answer of the drill: the actions of a two-card hand. */
type Action = 'hit' | 'stand' | 'double' | 'split' | 'surrender';

const CHOICES: readonly Choice[] = [
  { id: 'hit', label: RU.choices.hit, hotkey: '1' },
  { id: 'stand', label: RU.choices.stand, hotkey: '2' },
  { id: 'double', label: RU.choices.double, hotkey: '3' },
  { id: 'split', label: RU.choices.split, hotkey: '4' },
];
const SURRENDER: Choice = { id: 'surrender', label: RU.choices.surrender, hotkey: '5' };

const ACTION_RU: Readonly<Record<Action, string>> = RU.actions;

/** The answer of a chart cell for a two-card hand. */
export function chartAnswer(action: ChartAction): Action {
  switch (action) {
    case 'P':
      return 'split';
    case 'Dh':
    case 'Ds':
      return 'double';
    case 'Rh':
    case 'Rs':
      return 'surrender';
    case 'S':
      return 'stand';
    case 'H':
      return 'hit';
  }
}

function parseKey(key: string): { kind: 'hard' | 'soft' | 'pair'; row: number; up: number } {
  const m = /^(hard|soft|pair)-(\d+|A)-(\d+|A)$/u.exec(key);
  if (!m) throw new RangeError(`Not a strategy key: "${key}".`);
  const v = (x: string) => (x === 'A' ? 1 : Number(x));
  return { kind: m[1] as 'hard' | 'soft' | 'pair', row: v(m[2]!), up: v(m[3]!) };
}

const pct = (x: number) => formatPercent(x, 2);
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Why the rules refuse the chosen double or split for the item's two cards (empty if they allow it). */
function refusal(answer: string, item: DrillItem): string {
  const rules = rulesOfItem<'blackjack'>(item);
  const cards = cardsIn(item, 'cards');
  if (answer !== 'double' && answer !== 'split') return '';
  const r = answer === 'double' ? mayDouble(rules, cards) : maySplit(rules, cards);
  return r.ok ? '' : `${blackjackErrorRu(r.error)} `;
}

/** Each strategy table's cell importances, computed once per table. */
const importances = new WeakMap<StrategyTable, Map<string, number>>();

/**
 * A cell's importance under a strategy table: how often it is dealt from the rules' shoe (exactly) times
 * what its worst wrong answer costs there (the table's EVs).
 *
 * @param key - The cell's key.
 * @param strategy - The table of the rules in play.
 */
export function cellImportance(key: string, strategy: StrategyTable): number | undefined {
  let known = importances.get(strategy);
  if (known === undefined) importances.set(strategy, (known = new Map()));
  if (known.has(key)) return known.get(key);
  const cell = strategy.cells[key];
  if (cell === undefined) return undefined;
  const w = rational.toNumber(cellFrequency(parseKey(key), strategy.rules.decks)) * worstMistakeCost(cell.evs);
  known.set(key, w);
  return w;
}

/** The drill. */
export const strategyDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-strategy'),
  keys: () => KEYS,
  importance: (key, { strategy }) => (strategy === undefined ? undefined : cellImportance(key, strategy)),
  keyLabel: (key) => {
    const { kind, row, up } = parseKey(key);
    return blackjackCellRu(kind, row, up);
  },
  item(key, rng, { rules, strategy }) {
    if (strategy === undefined) throw new Error('The strategy drill needs the strategy for its rules.');
    const cell = strategy.cells[key];
    if (cell === undefined) throw new RangeError(`No strategy cell "${key}".`);
    const { kind, row, up } = parseKey(key);
    const values = kind === 'pair' ? [row, row] : twoValuesFor(kind, row, rng);
    const cards = dealValues([...values, up], rng);
    const evs: Record<string, number> = {};
    for (const [action, ev] of Object.entries(cell.evs)) if (ev !== undefined) evs[action] = ev;
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: RU.hands.dealer, cards: [cards[2]!] },
        { label: RU.hands.player, cards: cards.slice(0, 2) },
      ],
      answer: { kind: 'choice', choices: rules.surrender === 'none' ? CHOICES : [...CHOICES, SURRENDER] },
      rules,
      solution: { answer: chartAnswer(cell.action), evs, evUnit: 'bet' },
      data: { cards: cards.slice(0, 2), up: cards[2], cell: `${kind}-${keyValue(row)}` },
    };
  },
  check(item, answer): Verdict {
    const { answer: best, evs = {} } = item.solution;
    const evChosen = evs[answer];
    const cost = answerCost(item.solution, answer);
    const listed = (['stand', 'hit', 'double', 'split', 'surrender'] as const)
      .filter((a) => evs[a] !== undefined)
      .map((a) => `${ACTION_RU[a]} ${pct(evs[a]!)}`)
      .join(', ');
    const correct = answer === best;
    const notAllowed = evChosen === undefined;
    const { kind, row, up } = parseKey(item.key);
    return {
      correct,
      expected: capital(ACTION_RU[best as Action] ?? best),
      expectedAnswer: best,
      explanation: `${capital(blackjackCellRu(kind, row, up))}. ${notAllowed ? refusal(answer, item) : ''}${RU.evs(listed)}`,
      ruleLink: SITE_LINKS.blackjack.strategy,
      ...(cost === undefined ? {} : { cost }),
    };
  },
};
