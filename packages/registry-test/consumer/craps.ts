// Craps from the installed package: rules with bad input, one pass-line round, the exact odds.
import { applyOrThrow, newTable, odds, resolveRules, resolveRulesOrThrow } from '@croupier/engine/craps';
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
  let table = newTable({ ann: 100 });
  table = applyOrThrow(table, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }, rules).table;
  table = applyOrThrow(table, { type: 'roll', dice: [1, 3] }, rules).table;
  const last = applyOrThrow(table, { type: 'roll', dice: [2, 2] }, rules);
  const seat = last.table.players['ann'];
  check(
    seat !== undefined &&
      seat.bank + Object.values(seat.bets ?? {}).reduce((s: number, b) => s + Number(b ?? 0), 0) === 110,
    'craps: pass 10, point 4 made → Ann has 110',
  );

  // Exact odds: the pass line keeps 7/495 = 1.414 % (Wizard of Odds, "Craps"); don't pass barring
  // 12 (the casino preset) keeps 3/220 = 1.364 %.
  const seedOdds = odds(rules);
  const casinoOdds = odds(resolveRulesOrThrow({ preset: 'casino' }));
  const pass = seedOdds.find((b) => b.id === 'pass')?.houseEdge ?? NaN;
  const dontPass = casinoOdds.find((b) => b.id === 'dontPass')?.houseEdge ?? NaN;
  check(
    near(pass, 7 / 495, 9) && near(dontPass, 3 / 220, 9),
    `craps: house edge pass ${(100 * pass).toFixed(3)} % (7/495), don't pass bar 12 ${(100 * dontPass).toFixed(3)} % (3/220)`,
  );
}
