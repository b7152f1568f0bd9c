/**
 * The bets of the four variance pages, with their exact per-round distributions, computed by the
 * engine when the site is built (the pages pass them to the explorer as props).
 *
 * @module
 */
import { rational } from '@croupier/engine';
import { payoutMoments, type PayoutChain, type PayoutDistribution } from '@croupier/engine/variance';
import { baccaratBetDistributionsOrThrow, resolveRulesOrThrow as baccaratRules } from '@croupier/engine/baccarat';
import {
  analyse,
  blackjackRoundDistribution,
  infiniteDeckEdges,
  resolveRulesOrThrow as blackjackRules,
} from '@croupier/engine/blackjack';
import { crapsBetDistributions, crapsRollChain, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { resolveRulesOrThrow as studRules, studRoundDistribution } from '@croupier/engine/stud';
import { BACCARAT_BET_NAMES, betNameRu, formatPercent } from '@croupier/ru';
import { ANTE_NOUN, BETS_NOUN, type VarianceBet } from './model';

const f = (x: rational.Fraction | { num: bigint; den: bigint }) => `${x.num}/${x.den}`;
const outcomesOf = (d: PayoutDistribution) => d.outcomes.map((o) => ({ net: f(o.net), p: f(o.p) }));
const chainOf = (c: PayoutChain) => ({
  states: c.states,
  start: c.start,
  moves: c.moves.map((m) => ({ from: m.from, to: m.to, net: f(m.net), p: f(m.p) })),
});
const edge = (d: PayoutDistribution, digits = 3) => formatPercent(-rational.toNumber(payoutMoments(d).mean), digits);

// Each noun for counting (1 раздача, 2 раздачи, 5 раздач) and in the genitive (после 1 раздачи, 2 раздач).
const COUP = { round: ['раздача', 'раздачи', 'раздач'], roundOf: ['раздачи', 'раздач', 'раздач'] } as const;
const ROUND = { round: ['раунд', 'раунда', 'раундов'], roundOf: ['раунда', 'раундов', 'раундов'] } as const;
const DECISION = { round: ['решение', 'решения', 'решений'], roundOf: ['решения', 'решений', 'решений'] } as const;
const ROLL = { round: ['бросок', 'броска', 'бросков'], roundOf: ['броска', 'бросков', 'бросков'] } as const;

/** Baccarat: the main bets and a pair bet under the casino tableau, and Пунто under the text's. */
export function baccaratBets(): VarianceBet[] {
  const casino = baccaratRules();
  const seed = baccaratRules({ preset: 'seed' });
  const c = baccaratBetDistributionsOrThrow(casino);
  const s = baccaratBetDistributionsOrThrow(seed);
  const of = (list: typeof c, id: string) => list.find((b) => b.id === id)!.distribution;
  const exact = `Точно: перебраны все раздачи из ${casino.decks} колод.`;
  return [
    { id: 'banker', label: `${BACCARAT_BET_NAMES.banker} (19:20)`, d: of(c, 'banker') },
    { id: 'player', label: `${BACCARAT_BET_NAMES.player} (1:1)`, d: of(c, 'player') },
    { id: 'tie', label: `${BACCARAT_BET_NAMES.tie} (8:1)`, d: of(c, 'tie') },
    { id: 'playerPair', label: `${BACCARAT_BET_NAMES.playerPair} (11:1)`, d: of(c, 'playerPair') },
    { id: 'seedPlayer', label: `${BACCARAT_BET_NAMES.player} по таблице из текста`, d: of(s, 'player'), seed: true },
  ].map((b) => ({
    id: b.id,
    label: b.label,
    ...COUP,
    stake: BETS_NOUN,
    outcomes: outcomesOf(b.d),
    note: b.seed
      ? `${exact} По таблице третьей карты из текста (Банко и шестёрка наоборот) у Пунто перевес игрока: ${edge(b.d)} в пользу казино — то есть в пользу игрока.`
      : `${exact} Преимущество казино ${edge(b.d)}.`,
  }));
}

/** Craps under the text's rules: the line bets per decision and per roll, with odds, the field, the take-down. */
export function crapsBets(): VarianceBet[] {
  const rules = crapsRules({ preset: 'seed' });
  const per = crapsBetDistributions(rules);
  const of = (id: string) => per.find((b) => b.id === id)!.distribution;
  const exact = 'Точно: цепь Маркова по броскам, каждый бросок разыгран движком.';
  const pass = betNameRu('pass');
  const dontPass = betNameRu('dontPass');
  const field = betNameRu('field');
  const bets: VarianceBet[] = [
    {
      id: 'pass',
      label: `${pass} — по решениям`,
      ...DECISION,
      stake: BETS_NOUN,
      outcomes: outcomesOf(of('pass')),
      note: `${exact} Преимущество казино ${edge(of('pass'))} на ставку (7/495).`,
    },
    {
      id: 'pass-rolls',
      label: `${pass} — по броскам`,
      ...ROLL,
      stake: BETS_NOUN,
      outcomes: outcomesOf(of('pass')),
      chain: chainOf(crapsRollChain(rules, 'pass')),
      note: `${exact} Сессия считается в бросках: ставка стоит, пока шайба на номере, и делается снова перед первым броском каждого раунда. В таблице — одно решение.`,
    },
    {
      id: 'dontPass',
      label: `${dontPass} — по решениям`,
      ...DECISION,
      stake: BETS_NOUN,
      outcomes: outcomesOf(of('dontPass')),
      note: `${exact} По тексту «Не проходит» возвращается при 2 при первом броске. Преимущество казино ${edge(of('dontPass'))}.`,
    },
    {
      id: 'passWithOdds',
      label: `${pass} с полными шансами (${rules.oddsLimit})`,
      ...DECISION,
      stake: BETS_NOUN,
      outcomes: outcomesOf(of('passWithOdds')),
      note: `${exact} Итог в единицах основной ставки: свободные шансы без преимущества казино увеличивают разброс, но не ожидание.`,
    },
    {
      id: 'field',
      label: field,
      ...ROLL,
      stake: BETS_NOUN,
      outcomes: outcomesOf(of('field')),
      note: `${exact} Ставка на один бросок. Преимущество казино ${edge(of('field'))}.`,
    },
  ];
  const down = per.find((b) => b.id === 'passTakenDownAtPoint');
  if (down) {
    bets.push({
      id: 'passTakenDown',
      label: `${pass}, снятая при номере (правило текста)`,
      ...DECISION,
      stake: BETS_NOUN,
      outcomes: outcomesOf(down.distribution),
      note: `${exact} Текст разрешает снять ставку после выпадения номера: тогда остаётся только выходной бросок, и перевес у игрока — ${formatPercent(rational.toNumber(payoutMoments(down.distribution).mean), 2)} ставки.`,
    });
  }
  return bets;
}

/** Blackjack by the chart: the text's rules and the casino's, from an infinite shoe. */
export function blackjackBets(): VarianceBet[] {
  const out: VarianceBet[] = [];
  for (const [id, preset, label] of [
    ['seed', 'seed', 'Правила текста, игра по таблице стратегии'],
    ['casino', 'casino', 'Типичное казино, игра по таблице стратегии'],
  ] as const) {
    const rules = blackjackRules({ preset });
    const game = analyse(rules);
    const d = blackjackRoundDistribution(rules, game.chart);
    const infinite = infiniteDeckEdges(rules, game.chart).houseEdgeChart;
    out.push({
      id,
      label,
      ...ROUND,
      stake: BETS_NOUN,
      outcomes: outcomesOf(d),
      note: `Точно для бесконечной колоды (каждая карта с вероятностью 1/13, десятки 4/13), игра по таблице для ${rules.decks} колод, без страховки: преимущество казино ${formatPercent(rational.toNumber(infinite), 3)}. Из ${rules.decks} колод оно точно ${formatPercent(game.houseEdgeChart, 3)}; стандартное отклонение отличается на тысячные.`,
    });
  }
  return out;
}

/** Stud: the text's game with the exchange of one or two cards, one card, and none; optimal play. */
export function studBets(): VarianceBet[] {
  const games = [
    {
      id: 'seed',
      label: 'Правила текста: обмен одной или двух карт',
      rules: studRules(),
      how: 'перебраны все руки игрока, все замены и все руки дилера; игрок играет по точной оптимальной стратегии (обмен — по таблице, посчитанной движком, после обмена — играть со СТАВКОЙ, когда это выгоднее, чем сдаться). Плата за обмен вычтена: сдаться после обмена двух карт — −2,5 АНТЕ.',
    },
    {
      id: 'casino',
      label: 'Обмен только одной карты',
      rules: studRules({ preset: 'casino' }),
      how: 'перебраны все руки игрока, все замены и все руки дилера, игра по точной оптимальной стратегии; плата за обмен вычтена.',
    },
    {
      id: 'noExchange',
      label: 'Без обмена карт',
      rules: { ...studRules(), maxExchange: 0 as const },
      how: 'перебраны все руки игрока и дилера, игрок играет со СТАВКОЙ, когда это выгоднее, чем сдаться.',
    },
  ];
  return games.map((g) => {
    const r = studRoundDistribution(g.rules);
    if (!r.ok) throw new Error(r.error.message);
    return {
      id: g.id,
      label: g.label,
      ...COUP,
      stake: ANTE_NOUN,
      outcomes: outcomesOf(r.value),
      note: `Точно: ${g.how} Преимущество казино ${edge(r.value)} АНТЕ.`,
    };
  });
}
