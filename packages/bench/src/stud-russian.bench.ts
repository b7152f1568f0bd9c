/**
 * Stud under the Russian-poker options (decision 033): `advise` for a hand with every option open —
 * insurance, a sixth card, «покупка игры» (Senator), every exchange of one to five cards, the up-card
 * shown — the first call of the process (which builds the evaluator's and the counts' tables) and warm
 * calls on other hands. Goal (issue 23): at most 200 ms a hand after the first call, at most 400 MB RSS.
 * Kept apart from `stud.bench.ts` so that `pnpm bench stud-russian` runs these alone (the exchange
 * game's odds there take minutes).
 */
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { adviseOrThrow, resolveRulesOrThrow } from '@croupier/engine/stud';
import { timeJob } from './harness.js';

const mb = (x: number): string => `${(x / 2 ** 20).toFixed(1)} MB`;
// Three of a kind (insurance sold), an ace up; and a hand with no game, a nine up.
const trips = parseCardsOrThrow('Qs Qh Qd 7c 2s');
const tripsUp = parseCardsOrThrow('Ah')[0]!;
const warmHands: [string, string][] = [
  ['As Kd Jh 3c 2s', '9h'],
  ['Td 9d 8d 4d 2c', 'Kc'],
  ['7h 7c Ks 5d 3h', '2s'],
];
let i = 0;
for (const preset of ['senator', 'oasis'] as const) {
  const rules = resolveRulesOrThrow({ preset });
  const first = i++ === 0 ? 'first call of the process' : 'first call with these rules';
  timeJob(
    `advise, ${preset}, every option open (QQQ, ace up): ${first}`,
    () => adviseOrThrow(trips, rules, { upCard: tripsUp }),
    1,
  );
  timeJob(
    `advise, ${preset}, every option open: warm, three other hands`,
    () => {
      for (const [h, u] of warmHands) adviseOrThrow(parseCardsOrThrow(h), rules, { upCard: parseCardsOrThrow(u)[0]! });
    },
    3,
  );
  timeJob(
    `advise, ${preset}, the first hand again (warm)`,
    () => adviseOrThrow(trips, rules, { upCard: tripsUp }),
    5,
    200,
  );
  const m = process.memoryUsage();
  console.log(
    `\nmemory after ${preset}: rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)} (goal rss < 400 MB: ${m.rss < 400 * 2 ** 20 ? 'met' : 'NOT met'})`,
  );
}
