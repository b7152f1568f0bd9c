// Blackjack from the installed package: rules with bad input, one round at a table dealt from a
// stacked shoe, a refused double with its reason, the odds.
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  apply,
  applyOrThrow,
  naturalProbability,
  oddsOrThrow,
  resolveRules,
  resolveRulesOrThrow,
  startOrThrow,
  type BlackjackEvent,
} from '@croupier/engine/blackjack';
import { check, near } from './check.js';

/** Plays one round, runs the odds query and checks the bad-input errors. */
export function blackjack(): void {
  // @ts-expect-error -- unknown preset
  const p = resolveRules({ preset: 'vegas' });
  check(
    !p.ok && p.error.code === 'rules/unknown-preset' && /seed/.test(p.error.message),
    'blackjack: unknown preset → rules/unknown-preset',
  );
  // @ts-expect-error -- unknown rule key
  const k = resolveRules({ overrides: { fireBet: true } });
  check(
    !k.ok && k.error.code === 'rules/unknown-key' && /decks/.test(k.error.message),
    'blackjack: unknown rule "fireBet" → rules/unknown-key, lists the rules',
  );
  // @ts-expect-error -- decks is a number
  const v = resolveRules({ overrides: { decks: 'six' } });
  check(!v.ok && v.error.code === 'rules/bad-value', 'blackjack: decks "six" → rules/bad-value');

  // The text's game: two cards to the box, one to the dealer. Box: 10♥ 7♦ = 17, dealer 9♣; the
  // box stands, the dealer draws 5♠ (14) and 8♥ (22) and busts: the box wins 1:1, +10.
  const rules = resolveRulesOrThrow({ preset: 'seed' });
  const shoe = parseCardsOrThrow('Th 9c 7d 5s 8h');
  let state = startOrThrow(rules, { seats: { anna: 100 }, seed: 1, shoe }).state;
  state = applyOrThrow(state, { type: 'bet', box: 'anna', amount: 10 }).state;
  state = applyOrThrow(state, { type: 'deal' }).state;
  const double = apply(state, { type: 'double' });
  const reason = double.ok ? 'allowed!' : JSON.stringify(double.error.details);
  check(
    !double.ok &&
      double.error.code === 'blackjack/cannot-double' &&
      double.error.details.reason === 'total' &&
      double.error.details.total === 17 &&
      state.phase === 'playing',
    `blackjack: doubling 17 is refused (${reason}), the state unchanged`,
  );
  const { events, state: after } = applyOrThrow(state, { type: 'stand' });
  const settled = events.filter((e): e is Extract<BlackjackEvent, { type: 'betSettled' }> => e.type === 'betSettled');
  check(
    events.some((e) => e.type === 'dealerBusted' && e.total === 22) &&
      settled.length === 1 &&
      settled[0]?.outcome === 'win' &&
      settled[0]?.net === 10 &&
      after.seats[0]?.balance === 110,
    'blackjack: 17 against a 9 that busts with 5, 8 wins 10; the balance is 110',
  );

  // Exact figures with a formula written here: a natural is an ace and a ten-value card,
  // 2 · 4d/52d · 16d/(52d − 1) = 192/4043 for six decks; insurance pays 2:1 on a ten under the ace,
  // which comes with probability 96/311, so the house keeps 23/311 (7.40 %, the published figure).
  const natural = naturalProbability(6);
  check(
    natural.num * 4043n === 192n * natural.den,
    `blackjack: natural probability, 6 decks = ${natural.num}/${natural.den} (192/4043)`,
  );
  const report = oddsOrThrow(rules, { preset: 'seed' });
  const insurance = report.bets.find((b) => b.id === 'insurance');
  check(
    insurance !== undefined && near(insurance.houseEdge, 23 / 311, 9),
    `blackjack: insurance edge ${insurance ? (100 * insurance.houseEdge).toFixed(2) : '?'} % (23/311 = 7.40 %)`,
  );
}
