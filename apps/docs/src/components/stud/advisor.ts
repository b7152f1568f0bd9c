/**
 * The advisor's messages and a small client that talks to its worker.
 */
import type { Card } from '@croupier/engine/cards';
import { formatSigned } from '@croupier/ru';

/** A request: the hand, and whether to analyse the exchanges. */
export interface AdvisorRequest {
  readonly id: number;
  readonly hand: readonly Card[];
  readonly exchange: boolean;
}

/** One option in a reply. */
export interface AdvisorOption {
  readonly action: 'fold' | 'raise' | 'exchange';
  readonly discard: readonly Card[];
  readonly discardText: string;
  readonly ev: number;
  readonly best: boolean;
  readonly raiseChance?: number;
}

/** The worker's reply. */
export interface AdvisorReply {
  readonly id: number;
  /** Time the worker took, in milliseconds. */
  readonly ms: number;
  readonly options: readonly AdvisorOption[];
  readonly error?: string;
}

/** The Russian label of an option. */
export function optionRu(o: Pick<AdvisorOption, 'action' | 'discardText'>): string {
  if (o.action === 'fold') return 'Сдаться';
  if (o.action === 'raise') return 'Играть (СТАВКА)';
  return `Заменить ${o.discardText}`;
}

/** An EV per ante with its sign (`@croupier/ru`): «+0,1234», «−1,0000». */
export function evRu(ev: number): string {
  return formatSigned(ev, 4);
}
