// Five-card stud from the installed package: rules with bad input, one round, the odds.
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  applyOrThrow,
  newRound,
  newRoundOrThrow,
  odds,
  resolveRules,
  resolveRulesOrThrow,
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
  // @ts-expect-error -- at most two cards are exchanged
  const v = resolveRules({ overrides: { maxExchange: 3 } });
  check(!v.ok && v.error.code === 'rules/bad-value', 'stud: maxExchange 3 → rules/bad-value');
  const bad = newRound(-5, { deck: [] });
  check(!bad.ok && bad.error.code.startsWith('stud/'), 'stud: a negative balance is a stud/* error');

  // The text's example: ante 10, a full house against a qualifying dealer (ace-king) wins the ante
  // 1:1 (10) and the bet, 2 × ante = 20, at 7:1 (140): 150 in all.
  const rules = resolveRulesOrThrow({ preset: 'seed' });
  const deck = parseCardsOrThrow('3s 3h 3d 2c 2s Ah Kh 9d 7c 4h');
  const dealt = applyOrThrow(newRoundOrThrow(1000, { deck }), { type: 'ante', amount: 10 }, rules);
  const end = applyOrThrow(dealt.state, { type: 'raise' }, rules).state;
  check(
    end.phase === 'settled' && end.balance === 1150,
    `stud: full house against ace-king, ante 10 → +150 (balance ${end.balance})`,
  );

  // Caribbean stud (one dealer card up, no exchange) with this paytable: the house edge is 5.224 %
  // of the ante (Wizard of Odds, "Caribbean Stud Poker").
  const caribbean = odds(resolveRulesOrThrow({ preset: 'caribbean' }));
  const edge = caribbean.ok ? (caribbean.value.bets[0]?.houseEdge ?? NaN) : NaN;
  check(near(edge, 0.05224, 4), `stud: Caribbean house edge ${(100 * edge).toFixed(3)} % (5.224 %)`);
}
