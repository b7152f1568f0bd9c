// The core subpaths as a consumer uses them; expected values worked by hand.
import { formatCards, parseCards } from '@croupier/engine/cards';
import { payout } from '@croupier/engine/money';
import { randomInt, seededRng } from '@croupier/engine/rng';
import { CroupierError, orThrow } from '@croupier/engine';
import { check } from './check.js';

/** Checks cards, money and randomness from the installed package. */
export function core(): void {
  const hand = parseCards('Т♠ К♥ 10♦');
  check(hand.ok && formatCards(hand.value) === 'As Kh Td', 'cards: Т♠ К♥ 10♦ reads as As Kh Td');
  const bad = parseCards('Т♠ Z♥');
  check(
    !bad.ok && bad.error.code.startsWith('cards/'),
    `cards: a bad token is a cards/* error (${bad.ok ? '' : bad.error.code})`,
  );
  // 19:20 on a stake of 5: 95/20 = 4¾, the house keeps ¾ (rounding "down").
  const p = payout(5, { pays: 19, per: 20 });
  check(p.ok && p.value.win === 4 && p.value.roundingDelta.numerator === -3, 'money: 19:20 on 5 pays 4, ¾ kept');
  const a = seededRng(42);
  const b = seededRng(42);
  const draws = [randomInt(a, 52), randomInt(a, 52), randomInt(a, 52)];
  check(
    draws.join() === [randomInt(b, 52), randomInt(b, 52), randomInt(b, 52)].join(),
    'rng: the same seed gives the same draws',
  );
  try {
    orThrow(payout(0, { pays: 1, per: 1 }));
    check(false, 'orThrow throws on a rule error');
  } catch (e) {
    check(
      e instanceof CroupierError && e.code === 'money/bad-amount',
      'orThrow throws a CroupierError carrying money/bad-amount',
    );
  }
}
