/**
 * The logic of the roll lab: a layout with one bet of every kind, the puck where the reader puts it,
 * and what one roll does to each bet — computed by the engine's `settleBet`, as the round settles it.
 *
 * @module
 */
import { settleBet, type BetId, type CrapsNumber, type CrapsRules } from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { betNameRu, formatChips, formatNumber, formatRatio } from '@croupier/ru';

/** A bet on the lab's layout and its stake (stakes chosen so every payout is whole chips). */
export interface LabBet {
  readonly id: BetId;
  readonly stake: number;
}

/** What a roll did to one bet. */
export interface LabRow {
  readonly id: BetId;
  /** Russian name. */
  readonly name: string;
  readonly stake: number;
  /** `win`, `lose`, `push`, `move`, `stay` (nothing happens) or `off` (not working on a come-out). */
  readonly outcome: 'win' | 'lose' | 'push' | 'move' | 'stay' | 'off';
  /** The player's net for this bet on this roll, in chips. */
  readonly net: number;
  /** A Russian line: «выигрыш +14», «проигрыш −10»… */
  readonly text: string;
}

/**
 * The layout at a given puck: line bets always, come bets (in the box and one already on 6) and the
 * odds only when a point is set.
 *
 * @param point - The puck (`null`: a come-out roll).
 */
export function labLayout(point: CrapsNumber | null): LabBet[] {
  const bets: LabBet[] = [
    { id: 'pass', stake: 10 },
    { id: 'dontPass', stake: 10 },
  ];
  if (point !== null) {
    bets.push(
      { id: 'passOdds', stake: 30 },
      { id: 'dontPassOdds', stake: 60 },
      { id: 'come', stake: 10 },
      { id: 'dontCome', stake: 10 },
    );
  }
  bets.push(
    { id: 'come6', stake: 10 },
    { id: 'comeOdds6', stake: 50 },
    { id: 'place6', stake: 12 },
    { id: 'place5', stake: 10 },
    { id: 'placeToLose4', stake: 22 },
    { id: 'buy10', stake: 20 },
    { id: 'lay4', stake: 40 },
    { id: 'field', stake: 10 },
    { id: 'big8', stake: 10 },
    { id: 'hard8', stake: 10 },
    { id: 'hard4', stake: 10 },
    { id: 'any7', stake: 10 },
    { id: 'anyCraps', stake: 10 },
    { id: 'eleven', stake: 10 },
    { id: 'horn', stake: 12 },
  );
  return bets;
}

/**
 * What a roll does to every bet of the lab's layout.
 *
 * @param point - The puck before the roll.
 * @param dice - The roll.
 * @param rules - The table's rules.
 */
export function resolveLayout(point: CrapsNumber | null, dice: DiceRoll, rules: CrapsRules): LabRow[] {
  return labLayout(point).map(({ id, stake }) => {
    const name = betNameRu(id);
    const o = settleBet(rules, { bet: id, stake, point, dice });
    if (!o.ok) throw new Error(`roll lab: ${o.error.code}`); // the layout's bets are always valid
    const { resolution: r, settlement: s, net } = o.value;
    if (r.kind === 'none') {
      const off = !o.value.working;
      return {
        id,
        name,
        stake,
        outcome: off ? 'off' : 'stay',
        net: 0,
        text: off ? 'не работает при первом броске' : 'остаётся',
      };
    }
    if (r.kind === 'move') {
      return { id, name, stake, outcome: 'move', net: 0, text: `переходит на ${r.to.replace(/\D+/u, '')}` };
    }
    if (r.kind === 'push') return { id, name, stake, outcome: 'push', net: 0, text: 'возвращается игроку' };
    if (r.kind === 'lose') return { id, name, stake, outcome: 'lose', net, text: `проигрыш: −${formatChips(stake)}` };
    const extra = s!.commission
      ? ` (комиссия ${formatNumber(s!.commission)})`
      : s!.lost
        ? ` (три части из четырёх проиграли: −${formatNumber(s!.lost)})`
        : '';
    return {
      id,
      name,
      stake,
      outcome: 'win',
      net,
      text: `выигрыш ${formatRatio(r.ratio)}: +${formatNumber(s!.won)}${extra}`,
    };
  });
}
