// Baccarat from the installed package: rules with bad input, one coup, the exact odds with the side bets.
import {
  startOrThrow,
  oddsOrThrow,
  resolveRules,
  resolveRulesOrThrow,
  runCoupOrThrow,
  applyOrThrow,
  INFINITE_SHOE,
  type BaccaratEvent,
} from '@croupier/engine/baccarat';
import { check, near } from './check.js';

/** A card's baccarat value, written here independently: A = 1, 2–9 face, tens and pictures 0. */
const value = (card: number): number => {
  const rank = Math.floor(card / 4); // rank * 4 + suit, rank 0 = deuce … 12 = ace
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};

/** Plays one coup, runs one odds query and checks the bad-input errors. */
export function baccarat(): void {
  // Bad input: rejected by the compiler (the directives fail the build if a line ever compiles) and at run time.
  // @ts-expect-error -- unknown preset
  const p = resolveRules({ preset: 'vegas' });
  check(
    !p.ok && p.error.code === 'rules/unknown-preset' && /vegas/.test(p.error.message) && /casino/.test(p.error.message),
    'baccarat: unknown preset "vegas" → rules/unknown-preset, lists the presets',
  );
  // @ts-expect-error -- unknown rule key
  const k = resolveRules({ overrides: { surrender: true } });
  check(
    !k.ok && k.error.code === 'rules/unknown-key' && /surrender/.test(k.error.message) && /decks/.test(k.error.message),
    'baccarat: unknown rule "surrender" → rules/unknown-key, lists the rules',
  );
  // @ts-expect-error -- decks is a number
  const v = resolveRules({ overrides: { decks: 'eight' } });
  check(
    !v.ok && v.error.code === 'rules/bad-value' && /decks/.test(v.error.message) && /1 to 8/.test(v.error.message),
    'baccarat: decks "eight" → rules/bad-value, says 1 to 8',
  );

  // One coup: Анна bets 100 on Банко.
  const rules = resolveRulesOrThrow({ preset: 'casino' });
  const table = startOrThrow(rules, { seats: { anna: 1000 }, seed: 2026 }).state;
  const afterBet = applyOrThrow(table, { type: 'bet', player: 'anna', bet: 'banker', stake: 100 }).state;
  const { state, events } = runCoupOrThrow(afterBet);
  const dealt = events.filter((e): e is Extract<BaccaratEvent, { type: 'cardDealt' }> => e.type === 'cardDealt');
  const point = (to: 'player' | 'banker') =>
    dealt.filter((e) => e.to === to).reduce((s, e) => s + value(e.card), 0) % 10;
  const pp = point('player');
  const bp = point('banker');
  // Банко pays 19:20: 100 wins 95; Пунто wins: the 100 is lost; a tie pushes it.
  const expected = bp > pp ? 1095 : bp < pp ? 900 : 1000;
  check(
    state.phase === 'settled' && dealt.length >= 4 && dealt.length <= 6 && state.balances['anna'] === expected,
    `baccarat: a coup (Пунто ${pp}, Банко ${bp}, ${dealt.length} cards) leaves Анна ${state.balances['anna']} chips (expected ${expected})`,
  );
  const late = (() => {
    try {
      applyOrThrow(state, { type: 'bet', player: 'anna', bet: 'tie', stake: 10 });
      return '';
    } catch (e) {
      return (e as { code?: string }).code ?? '';
    }
  })();
  check(late.startsWith('baccarat/'), `baccarat: a bet on a settled coup is refused (${late})`);

  // Exact odds, 8 decks: Wizard of Odds gives the house edge of Банко 1.0579 %, Пунто 1.2351 %, tie (8:1) 14.3596 %.
  const odds = oddsOrThrow(rules).bets;
  const edge = (id: string) => odds.find((b) => b.id === id)?.houseEdge ?? NaN;
  check(
    near(edge('banker'), 0.010579, 6) && near(edge('player'), 0.012351, 6) && near(edge('tie'), 0.143596, 6),
    `baccarat: house edges ${['banker', 'player', 'tie'].map((b) => (100 * edge(b)).toFixed(4) + ' %').join(', ')} (published 1.0579, 1.2351, 14.3596 %)`,
  );
  // Side bets: pairs 11:1 (E. Jacobson: 10.361 %); EZ baccarat's Dragon 7 40:1 and Panda 8 25:1 (Wizard of Odds: 7.6113 %, 10.1876 %).
  const ez = oddsOrThrow(resolveRulesOrThrow({ preset: 'ez' })).bets;
  const ezEdge = (id: string) => ez.find((b) => b.id === id)?.houseEdge ?? NaN;
  check(
    near(edge('playerPair'), 0.10361, 5) && near(ezEdge('dragon7'), 0.076113, 6) && near(ezEdge('panda8'), 0.101876, 6),
    `baccarat: side bets pair ${(100 * edge('playerPair')).toFixed(4)} %, Dragon 7 ${(100 * ezEdge('dragon7')).toFixed(4)} %, Panda 8 ${(100 * ezEdge('panda8')).toFixed(4)} % (published 10.361, 7.6113, 10.1876 %)`,
  );
  // An infinite shoe (Yui-Bin Chen: banker 45.8428 %).
  const banker = oddsOrThrow(rules, { shoe: INFINITE_SHOE }).bets.find((b) => b.id === 'banker')?.win ?? NaN;
  check(
    near(banker, 0.458428, 6),
    `baccarat: infinite shoe, banker wins ${(100 * banker).toFixed(4)} % (published 45.8428 %)`,
  );
}
