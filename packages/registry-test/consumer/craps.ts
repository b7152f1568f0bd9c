// Craps from the installed package: rules with bad input, one pass-line round, the exact odds.
import {
  applyOrThrow,
  chipsInPlay,
  CRAPS_ERROR_CODES,
  apply,
  oddsOrThrow,
  resolveRules,
  resolveRulesOrThrow,
  crapsGame,
  seatOf,
  startOrThrow,
} from '@croupier/engine/craps';
import { historyOf, replay } from '@croupier/engine/replay';
import { check, near } from './check.js';

/** Plays a pass-line round with fixed dice and checks the bad-input errors. */
export function craps(): void {
  // @ts-expect-error -- unknown preset
  const p = resolveRules({ preset: 'vegas' });
  check(
    !p.ok && p.error.code === 'rules/unknown-preset' && /seed/.test(p.error.message),
    'craps: unknown preset → rules/unknown-preset',
  );
  // @ts-expect-error -- unknown rule key
  const k = resolveRules({ overrides: { fireBet: true } });
  check(
    !k.ok && k.error.code === 'rules/unknown-key' && /fireBet/.test(k.error.message),
    'craps: unknown rule "fireBet" → rules/unknown-key',
  );

  // «Проходит» 10, point 4 (1-3), then the point again (2-2) before a 7: the pass bet wins 1:1.
  const rules = resolveRulesOrThrow({ preset: 'seed' });
  let table = startOrThrow(rules, { seats: { ann: 100 }, seed: 1 }).state;
  table = applyOrThrow(table, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }).state;
  table = applyOrThrow(table, { type: 'roll', dice: [1, 3] }).state;
  const last = applyOrThrow(table, { type: 'roll', dice: [2, 2] });
  const seat = seatOf(last.state, 'ann');
  check(
    seat !== undefined && seat.bank === 110 && last.state.phase === 'comeOut' && chipsInPlay(last.state) === 100n,
    'craps: pass 10, point 4 made → Ann has 110, the puck off, every chip accounted for',
  );
  // A player id from Object.prototype is an unknown player, never a TypeError.
  const ghost = apply(table, { type: 'bet', player: 'toString', bet: 'field', amount: 1 });
  check(
    !ghost.ok && ghost.error.code === 'craps/unknown-player' && CRAPS_ERROR_CODES.includes(ghost.error.code),
    'craps: player "toString" → craps/unknown-player',
  );

  // Exact odds: the pass line keeps 7/495 = 1.414 % (Wizard of Odds, "Craps"); don't pass barring
  // 12 (the casino preset) keeps 3/220 = 1.364 %.
  const seedOdds = oddsOrThrow(rules).bets;
  const casinoOdds = oddsOrThrow(resolveRulesOrThrow({ preset: 'casino' })).bets;
  const pass = seedOdds.find((b) => b.id === 'pass')?.houseEdge ?? NaN;
  const dontPass = casinoOdds.find((b) => b.id === 'dontPass')?.houseEdge ?? NaN;
  check(
    near(pass, 7 / 495, 9) && near(dontPass, 3 / 220, 9),
    `craps: house edge pass ${(100 * pass).toFixed(3)} % (7/495), don't pass bar 12 ${(100 * dontPass).toFixed(3)} % (3/220)`,
  );

  // A round's history through JSON and back: 10 on «Проходит», a come-out 7 → 1010 chips; a refused action is named.
  const bet = { type: 'bet', player: 'ann', bet: 'pass', amount: 10 } as const;
  const h = historyOf(crapsGame, rules, { seats: { ann: 1000 } }, 9, [bet, { type: 'roll', dice: [3, 4] }]);
  const r = replay(crapsGame, JSON.parse(JSON.stringify(h)));
  check(r.ok && seatOf(r.value.state, 'ann')?.bank === 1010, 'replay: a pass bet won on a come-out 7 leaves 1010');
  const bad = replay(crapsGame, { ...h, actions: [bet, { ...bet, amount: 10_000 }] });
  check(
    !bad.ok && bad.error.code === 'replay/action-refused' && bad.error.details.index === 1,
    `replay: the first refused action is named (${bad.ok ? '' : bad.error.code})`,
  );
}
