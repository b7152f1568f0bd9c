/**
 * Prepared deals of the poker examples beside the rules: a stacked deck that deals the hands an example
 * promises (the text's own hands where it gives them), and the player's chips. The cards not given follow,
 * shuffled by the seed, so an exchange still draws from a shuffled deck. `live.test.ts` plays every deal
 * through the engine and checks it against the testkit's naive settler.
 *
 * @module
 */
import type { Seed } from '@croupier/engine';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import type { StudSetup } from '@croupier/engine/stud';

/** A prepared deal of a poker example. */
export interface StudDeal {
  /**
   * The stacked cards in dealing order, in the text's notation: the player's five, then (optionally)
   * the dealer's five, then (optionally) the cards an exchange draws; the rest of the deck is shuffled
   * by the seed.
   */
  readonly cards: string;
  /** The player's chips before the АНТЕ (default {@link STUD_DEAL_BALANCE}). */
  readonly balance?: number;
}

/** The player's chips in a prepared deal that names none. */
export const STUD_DEAL_BALANCE = 1000;

/** The prepared poker examples. */
export type StudDealScenario = 'push' | 'lose' | 'exchangeShort' | 'queenOut';

/**
 * The deals of each example:
 * - `push`: both hands of the same ranks, so «при равноценных раскладах игрок останется при своих» — the
 *   text's «червовый и трефовый флеш-рояли», and its Пара 8-8-К-4-2, Две пары Т-Т-5-5-10 and Туз-Король
 *   Т-К-8-7-3 dealt to both;
 * - `lose`: the dealer's hand is the higher one of the text's comparisons (Т-К-В-3-2 over Т-К-10-9-8,
 *   5-5-4-3-2 over 4-4-Т-К-Д, 5-5-Д-3-2 over 5-5-В-10-9, Т-Т-2-2-3 over К-К-Д-Д-Т, Т-К-Д-В-10 over
 *   5-4-3-2-Т), so «игрок теряет всё, что поставил в боксы»;
 * - `exchangeShort`: the text's Д-9-8-7-6 with too few chips for the exchange after an АНТЕ of 10: 35
 *   (25 left; one card, 10, and the СТАВКА, 20, need 30: refused) and 40 (30 left: one card, not two);
 * - `queenOut`: the text's «Имея, например, Д-9-8-7-6, можно выбросить даму в надежде получить десятку
 *   или пятёрку и образовать стрит», with chips to spare: the card the dealer gives for one (the deck's
 *   eleventh) is a ten, then a five (a straight either way, against the dealer's pair of kings and
 *   Туз-Король), then a king (no straight: «если не повезло», decision 1 or 2 only).
 */
export const STUD_DEALS: Readonly<Record<StudDealScenario, readonly StudDeal[]>> = {
  push: [
    { cards: 'Т♥ К♥ Д♥ В♥ 10♥ Т♣ К♣ Д♣ В♣ 10♣' },
    { cards: '8♠ 8♥ К♣ 4♦ 2♠ 8♦ 8♣ К♥ 4♠ 2♥' },
    { cards: 'Т♠ Т♥ 5♣ 5♦ 10♠ Т♦ Т♣ 5♠ 5♥ 10♥' },
    { cards: 'Т♠ К♦ 8♣ 7♥ 3♠ Т♥ К♣ 8♦ 7♠ 3♦' },
  ],
  lose: [
    { cards: 'Т♠ К♦ 10♣ 9♥ 8♠ Т♥ К♣ В♦ 3♠ 2♥' },
    { cards: '4♠ 4♥ Т♣ К♦ Д♠ 5♦ 5♣ 4♦ 3♥ 2♠' },
    { cards: '5♠ 5♥ В♣ 10♦ 9♠ 5♦ 5♣ Д♥ 3♠ 2♥' },
    { cards: 'К♠ К♥ Д♣ Д♦ Т♠ Т♥ Т♦ 2♣ 2♠ 3♥' },
    { cards: '5♠ 4♥ 3♣ 2♦ Т♠ Т♥ К♣ Д♦ В♠ 10♥' },
  ],
  exchangeShort: [
    { cards: 'Д♠ 9♥ 8♣ 7♦ 6♠', balance: 35 },
    { cards: 'Д♠ 9♥ 8♣ 7♦ 6♠', balance: 40 },
  ],
  queenOut: [
    { cards: 'Д♠ 9♥ 8♣ 7♦ 6♠ К♣ К♦ 4♥ 3♣ 2♦ 10♥' },
    { cards: 'Д♠ 9♥ 8♣ 7♦ 6♠ Т♣ К♦ 4♥ 3♣ 2♦ 5♥' },
    { cards: 'Д♠ 9♥ 8♣ 7♦ 6♠ В♣ В♦ 4♥ 3♣ 2♦ К♠' },
  ],
};

/**
 * The deal a seed shows: seeds 1, 2, 3 … are the deals in order (round the end), any other seed the first.
 *
 * @param deals - The example's deals (at least one).
 * @param seed - The round's seed.
 */
export function studDealOf(deals: readonly StudDeal[], seed: Seed): StudDeal {
  const i = typeof seed === 'number' && Number.isInteger(seed) && seed >= 1 ? (seed - 1) % deals.length : 0;
  return deals[i]!;
}

/**
 * The setup of a prepared example: the deal of the seed stacked on the deck, with its chips.
 *
 * @param deals - The example's deals.
 * @returns The setup for a seed, for `useRound`.
 */
export function studDealSetup(deals: readonly StudDeal[]): (seed: Seed) => StudSetup {
  return (seed) => {
    const d = studDealOf(deals, seed);
    return { balance: d.balance ?? STUD_DEAL_BALANCE, seed, deck: parseCardsOrThrow(d.cards) };
  };
}

/** The seeds that show the deals in order: 1 … n. */
export const studDealSeeds = (deals: readonly StudDeal[]): number[] => deals.map((_, i) => i + 1);
