// Craps from the installed package: rules with bad input, one pass-line round, the exact odds.
import { applyOrThrow, newTable, resolveRules, resolveRulesOrThrow } from '@croupier/engine/craps';
import { check } from './check.js';

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
      seat.bank + Object.values(seat.bets ?? {}).reduce((s: number, b) => s + Number(b ?? 0), 0) ===
        110,
    'craps: pass 10, point 4 made → Ann has 110',
  );
}
