// Five-card stud from the installed package: rules with bad input, one round, the odds.
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  applyOrThrow,
  canExchange,
  odds,
  resolveRules,
  resolveRulesOrThrow,
  start,
  startOrThrow,
  studGame,
} from '@croupier/engine/stud';
import { check, near } from './check.js';

/** Plays one round from a stacked deck, runs the odds query and checks the bad-input errors. */
export function stud(): void {
  // @ts-expect-error -- unknown preset
  const p = resolveRules({ preset: 'vegas' });
  check(
    !p.ok && p.error.code === 'rules/unknown-preset' && /caribbean/.test(p.error.message),
    'stud: unknown preset → rules/unknown-preset, lists the presets',
  );
  // @ts-expect-error -- unknown rule key
  const k = resolveRules({ overrides: { jackpot: true } });
  check(
    !k.ok && k.error.code === 'rules/unknown-key' && /jackpot/.test(k.error.message),
    'stud: unknown rule "jackpot" → rules/unknown-key',
  );
  // @ts-expect-error -- at most five cards are exchanged (a whole hand)
  const v = resolveRules({ overrides: { maxExchange: 6 } });
  check(!v.ok && v.error.code === 'rules/bad-value', 'stud: maxExchange 6 → rules/bad-value');
  const bad = start(resolveRulesOrThrow(), { balance: -5, seed: 1 });
  check(
    !bad.ok &&
      bad.error.code === 'stud/bad-balance' &&
      (bad.error.details as { reason?: string }).reason === 'negative',
    'stud: a negative balance → stud/bad-balance, reason negative',
  );
  const malformed = start(resolveRulesOrThrow(), null as never);
  check(!malformed.ok && malformed.error.code === 'stud/bad-setup', 'stud: a null setup is answered, not thrown');

  // The text's example: ante 10, a full house against a qualifying dealer (ace-king) wins the ante
  // 1:1 (10) and the bet, 2 × ante = 20, at 7:1 (140): 150 in all.
  const rules = resolveRulesOrThrow({ preset: 'seed' });
  const deck = parseCardsOrThrow('3s 3h 3d 2c 2s Ah Kh 9d 7c 4h');
  const table = startOrThrow(rules, { balance: 1000, seed: 1, deck }).state;
  const dealt = applyOrThrow(table, { type: 'ante', amount: 10 });
  // Balance 990 after the ante: two cards (15) leave 975, which covers the raise of 20.
  check(canExchange(dealt.state, 2).ok, 'stud: two cards may be exchanged with the raise covered');
  const end = applyOrThrow(dealt.state, { type: 'raise' }).state;
  check(
    end.phase === 'settled' && end.balance === 1150,
    `stud: full house against ace-king, ante 10 → +150 (balance ${end.balance})`,
  );
  const next = studGame.apply(end, { type: 'nextRound' });
  check(
    next.ok && next.value.state.phase === 'betting' && next.value.state.balance === 1150,
    'stud: nextRound carries the balance',
  );

  // Caribbean stud (one dealer card up, no exchange) with this paytable: the house edge is 5.224 %
  // of the ante (Wizard of Odds, "Caribbean Stud Poker").
  const caribbean = odds(resolveRulesOrThrow({ preset: 'caribbean' }));
  const edge = caribbean.ok ? (caribbean.value.bets[0]?.houseEdge ?? NaN) : NaN;
  check(near(edge, 0.05224, 4), `stud: Caribbean house edge ${(100 * edge).toFixed(3)} % (5.224 %)`);
}
