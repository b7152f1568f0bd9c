/**
 * The full blackjack table of the rules page: seven boxes of five players on a six-deck shoe, each
 * box played by a seat player of the engine (`blackjackPolicy`: the basic-strategy chart, one player
 * with the usual mistake of standing on a stiff hand), the round applied action by action through the
 * engine's public API (`start`, `apply`, `legalActions`, `playerView`). Each action becomes a frame of
 * the shell (`fullTable.ts`); the engine settles the whole table at once, and the frames lay its
 * settlement out in the order a dealer works: one pass from the seventh box to the first, each box's
 * bets taken or paid as they come (the project's reading, docs/rules.md; `TABLE_ORDER_NOTE_RU`).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import {
  apply,
  blackjackValue,
  handValue,
  legalActions,
  playerView,
  start,
  type BlackjackAction,
  type BlackjackEvent,
  type BlackjackState,
  type Box,
} from '@croupier/engine/blackjack/table';
import {
  blackjackPolicy,
  drawSeatSpeed,
  type BlackjackPlayStyle,
  type BlackjackPolicy,
} from '@croupier/engine/blackjack/players';
import type { Chart } from '@croupier/engine/blackjack/analysis';
import type { Card } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import {
  boxLabelRu,
  cardName,
  formatBlackjackValue,
  formatChips,
  formatNet,
  HAND_OUTCOME_RU,
  SETTLE_RU,
  TABLE_ORDER_NOTE_RU,
  TABLE_PLAYER_NAMES,
  TABLE_UI_RU,
} from '@croupier/ru';
import type { TableFrame, TableHand, TableModel, TablePayment, TableSeat } from './fullTable';

/** A player of the table: its engine id, how many boxes, its flat bet, its mistakes. */
interface TablePlayer {
  readonly id: string;
  readonly name: string;
  readonly boxes: number;
  readonly bet: number;
  readonly stiff?: number;
}

/** Five players on the seven boxes (two of them on two boxes each). */
export const BJ_TABLE_PLAYERS: readonly TablePlayer[] = [
  { id: 'anna', name: TABLE_PLAYER_NAMES[0]!, boxes: 2, bet: 10 },
  { id: 'boris', name: TABLE_PLAYER_NAMES[1]!, boxes: 1, bet: 20, stiff: 0.5 },
  { id: 'vera', name: TABLE_PLAYER_NAMES[2]!, boxes: 1, bet: 10 },
  { id: 'gleb', name: TABLE_PLAYER_NAMES[3]!, boxes: 2, bet: 20 },
  { id: 'dina', name: TABLE_PLAYER_NAMES[4]!, boxes: 1, bet: 50 },
];

/** Chips in front of every box at the start. */
export const BJ_TABLE_CHIPS = 1000;

/** The box ids of a player, as the engine's driver names them (`anna`, `anna#2`). */
function boxIds(p: TablePlayer): string[] {
  return Array.from({ length: p.boxes }, (_, i) => (i === 0 ? p.id : `${p.id}#${i + 1}`));
}

/** A card the dealer holds, open or face down. */
interface DealerCard {
  card: Card;
  open: boolean;
}

function step(state: BlackjackState, action: BlackjackAction) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`The table refused a seat player's action: ${r.error.message}`);
  return r.value;
}

/**
 * The model of the full blackjack table.
 *
 * @param rules - The table's rules (the text's: `resolveRulesOrThrow({ preset: 'seed' })`).
 * @param chart - The basic-strategy chart of those rules (`analyse(rules).chart`, computed at build).
 */
export function blackjackTableModel(rules: BlackjackRules, chart: Chart): TableModel {
  return { note: TABLE_ORDER_NOTE_RU.blackjack, deal: (seed) => dealBlackjackTable(rules, chart, seed) };
}

type Settled = Extract<BlackjackEvent, { type: 'betSettled' }>;

/** The seat players of {@link BJ_TABLE_PLAYERS} with their chips, each box's policy and its label. */
function seatPlayers(rules: BlackjackRules, chart: Chart, seed: number) {
  const seats: Record<string, number> = {};
  const owner = new Map<string, { policy: BlackjackPolicy; label: string }>();
  const master = seededRng(`${seed}/players`);
  let n = 0;
  for (const p of BJ_TABLE_PLAYERS) {
    const style: BlackjackPlayStyle = {
      chart,
      bet: { kind: 'flat', bet: p.bet },
      ...(p.stiff ? { mistakes: [{ mistake: 'stand-stiff' as const, rate: p.stiff }] } : {}),
    };
    // As the engine's driver seats a player (`playBlackjackTable`): its speed is drawn first from its randomness.
    const rng = seededRng(master.nextUint32());
    drawSeatSpeed(rng);
    const policy = blackjackPolicy(rules, style, rng);
    for (const id of boxIds(p)) {
      seats[id] = BJ_TABLE_CHIPS;
      owner.set(id, { policy, label: boxLabelRu(++n, p.name) });
    }
  }
  return { seats, owner };
}

/**
 * Where the dealer's own play starts in one step's events: a card beyond the deal, the hole card, the
 * dealer's end, the settlement (the events' length when none of them is there).
 */
function dealerPlayStart(
  events: readonly BlackjackEvent[],
  actor: string | null,
  dealerCards: number,
  initialDealer: number,
): number {
  let count = dealerCards;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const beyondDeal = e.type === 'cardDealt' && e.to === 'dealer' && (actor !== null || count >= initialDealer);
    if (e.type === 'cardDealt' && e.to === 'dealer') count++;
    if (
      beyondDeal ||
      e.type === 'holeCardRevealed' ||
      e.type === 'dealerStood' ||
      e.type === 'dealerBusted' ||
      e.type === 'betSettled'
    )
      return i;
  }
  return events.length;
}

/** What a box's own event says in its frame (a card dealt, insurance, a split, a double, its end), or null. */
function boxEventRu(e: BlackjackEvent, boxes: readonly Box[]): string | null {
  if (e.type === 'cardDealt') {
    const hand = e.to === 'dealer' ? undefined : boxes.find((b) => b.id === e.box)?.hands[e.hand];
    const now = hand
      ? handValue({ cards: hand.cards.slice(0, hand.cards.lastIndexOf(e.card) + 1), fromSplit: hand.fromSplit })
      : null;
    return `карта ${cardName(e.card)}${now && !now.bust ? ` — на руке ${formatBlackjackValue(now)}` : ''}`;
  }
  if (e.type === 'insuranceDecided')
    return e.amount > 0 ? `страхует ставку: ${formatChips(e.amount)}` : 'отказывается от страховки';
  if (e.type === 'evenMoneyDecided') return e.take ? 'берёт выплату 1:1 сразу' : 'отказывается от выплаты 1:1';
  if (e.type === 'handSplit') return 'делит пару на две руки';
  if (e.type === 'handDoubled') return 'удваивает ставку';
  if (e.type === 'handSurrendered') return 'сдаётся';
  if (e.type === 'handStood' || e.type === 'handBusted') {
    const hand = boxes.find((b) => b.id === e.box)?.hands[e.hand];
    const v = hand ? handValue(hand) : null;
    return e.type === 'handStood' ? `стоит: ${v ? formatBlackjackValue(v) : ''}` : `перебор, ${v?.total ?? ''}`;
  }
  return null;
}

/** A seat's hands as the shell draws them. */
function handsOf(box: Box | undefined): TableHand[] {
  return (box?.hands ?? []).map((h, i, all) => {
    const v = handValue(h);
    return {
      cards: h.cards,
      caption: `${all.length > 1 ? `Рука ${i + 1}` : ''}${h.doubled ? (all.length > 1 ? ', удвоено' : 'Удвоено') : ''}`,
      value: formatBlackjackValue(v),
      tone: v.blackjack ? 'good' : v.bust ? 'bad' : 'accent',
    };
  });
}

/** The frames of one round as it is played: what the table looks like after each thing said. */
class Recorder {
  readonly frames: TableFrame[] = [];
  private readonly dealer: DealerCard[] = [];
  private readonly notes = new Map<string, { text: string; net: number }>();
  private boxes: readonly Box[] = [];
  private readonly order: string[];
  private readonly initialDealer: number;

  constructor(
    rules: BlackjackRules,
    private readonly seats: Record<string, number>,
    private readonly betOf: ReadonlyMap<string, number>,
    private readonly labelOf: (id: string) => string,
  ) {
    this.order = Object.keys(seats);
    this.initialDealer = rules.holeCard ? 2 : 1;
  }

  private centre(): TableHand[] {
    const open = this.dealer.filter((d) => d.open).map((d) => d.card);
    return [
      {
        cards: open,
        hidden: this.dealer.length - open.length,
        caption: TABLE_UI_RU.dealer,
        value: open.length ? formatBlackjackValue(blackjackValue(open)) : '',
        tone: 'neutral',
      },
    ];
  }

  private seatsNow(): TableSeat[] {
    return this.order.map((id) => {
      const box = this.boxes.find((b) => b.id === id);
      const note = this.notes.get(id);
      const bet = this.betOf.get(id);
      const insured = box?.insurance ? `, страховка ${formatChips(box.insurance)}` : '';
      return {
        id,
        label: this.labelOf(id),
        stake: bet ? `ставка ${formatChips(bet)}${insured}` : '',
        hands: handsOf(box),
        note: note ? note.text : '',
        tone: note ? (note.net > 0 ? 'good' : note.net < 0 ? 'bad' : 'neutral') : 'neutral',
      };
    });
  }

  push(part: TableFrame['part'], who: string, what: string, active: string | null, payments: TablePayment[] = []) {
    this.frames.push({ part, who, what, centre: this.centre(), seats: this.seatsNow(), active, payments });
  }

  /** Plays one applied step's events out into frames: the actor's (or the deal's), the dealer's, the settlement's. */
  playOut(events: readonly BlackjackEvent[], actor: string | null, post: BlackjackState) {
    if ('boxes' in post) this.boxes = post.boxes;
    const split = dealerPlayStart(events, actor, this.dealer.length, this.initialDealer);
    const mine: string[] = [];
    let offered = false;
    for (const e of events.slice(0, split)) {
      if (e.type === 'cardDealt' && e.to === 'dealer') this.dealer.push({ card: e.card, open: !e.faceDown });
      else if (e.type === 'insuranceOffered') offered = true;
      else {
        const said = boxEventRu(e, this.boxes);
        if (said !== null) mine.push(said);
      }
    }
    if (actor === null) {
      const own = this.initialDealer === 1 ? 'одну открытую карту себе' : 'две карты себе, одну из них закрытой';
      const ace = offered ? '; у крупье туз — боксам предлагают страховку' : '';
      this.push(
        'deal',
        TABLE_UI_RU.dealer,
        `сдаёт по две карты на каждый бокс и ${own}: открыта ${cardName(this.dealer[0]!.card)}${ace}.`,
        null,
      );
    } else this.push('play', this.labelOf(actor), `${mine.join('; ')}.`, actor);
    const settled: Settled[] = [];
    for (const e of events.slice(split)) {
      if (e.type === 'cardDealt' && e.to === 'dealer') {
        this.dealer.push({ card: e.card, open: !e.faceDown });
        this.dealerSays(`берёт себе карту: ${cardName(e.card)}; у крупье ${this.centre()[0]!.value}.`);
      } else if (e.type === 'holeCardRevealed') {
        const d = this.dealer.find((x) => !x.open);
        if (d) d.open = true;
        this.dealerSays(`открывает закрытую карту: ${cardName(e.card)}; у крупье ${this.centre()[0]!.value}.`);
      } else if (e.type === 'dealerStood') this.dealerSays(`останавливается на ${e.total}.`);
      else if (e.type === 'dealerBusted') this.dealerSays(`перебор: ${e.total}.`);
      else if (e.type === 'betSettled') settled.push(e);
    }
    if (settled.length) this.settle(settled);
  }

  private dealerSays(what: string) {
    this.push('dealer', TABLE_UI_RU.dealer, what, null);
  }

  private settle(bets: Settled[]) {
    // One pass from the dealer's right to his left (the last box first), each box taken or paid as it comes:
    // its insurance, then its hands, a split box's last hand first (docs/rules.md, Blackjack: a full table).
    const rank = (b: Settled) =>
      (this.order.length - 1 - this.order.indexOf(b.box)) * 100 + (b.bet === 'insurance' ? 0 : 50 - b.bet);
    for (const b of [...bets].sort((a, b) => rank(a) - rank(b))) {
      const prev = this.notes.get(b.box);
      const net = (prev?.net ?? 0) + b.net;
      this.notes.set(b.box, { text: `итог ${formatNet(net)}`, net });
      const which =
        b.bet === 'insurance'
          ? 'страховка'
          : this.boxes.find((x) => x.id === b.box)!.hands.length > 1
            ? `рука ${b.bet + 1}`
            : '';
      const what =
        b.net < 0
          ? SETTLE_RU.take(-b.net)
          : b.net === 0
            ? SETTLE_RU.push
            : SETTLE_RU.pay(b.net, b.bet === 'insurance' ? 'страховка 2:1' : HAND_OUTCOME_RU[b.outcome]);
      this.push('settle', `${this.labelOf(b.box)}${which ? `, ${which}` : ''}`, `${what}.`, b.box, [
        { seat: b.box, bet: b.bet, net: b.net },
      ]);
    }
  }
}

/**
 * One round at the full table, frame by frame.
 *
 * @param rules - The table's rules.
 * @param chart - Their basic-strategy chart.
 * @param seed - The shuffle (and the players' randomness).
 */
export function dealBlackjackTable(rules: BlackjackRules, chart: Chart, seed: number): TableFrame[] {
  const { seats, owner } = seatPlayers(rules, chart, seed);
  const started = start(rules, { seats, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state: BlackjackState = started.value.state;
  const labelOf = (id: string) => owner.get(id)!.label;

  // Bets: every box by its player's pattern.
  const view0 = playerView(state);
  for (const entry of legalActions(state)) {
    if (entry.type !== 'bet') continue;
    const amount = owner.get(entry.box)!.policy.bet(view0, entry);
    if (amount > 0) state = step(state, { type: 'bet', box: entry.box, amount }).state;
  }
  const betOf = new Map<string, number>();
  if (state.phase === 'betting') for (const b of state.bets) betOf.set(b.box, b.amount);

  const table = new Recorder(rules, seats, betOf, labelOf);
  table.push(
    'bets',
    'Игроки',
    `ставки на ${Object.keys(seats).length} боксах: ${[...betOf].map(([id, a]) => `${labelOf(id)} — ${formatChips(a)}`).join('; ')}.`,
    null,
  );
  const dealt = step(state, { type: 'deal' });
  state = dealt.state;
  table.playOut(dealt.events, null, state);
  while (state.phase === 'insurance' || state.phase === 'playing') {
    const box = state.phase === 'playing' ? state.boxes[state.turn.box]! : state.boxes[state.turn]!;
    const action = owner.get(box.id)!.policy.act(playerView(state), legalActions(state));
    const r = step(state, action);
    state = r.state;
    table.playOut(r.events, box.id, state);
  }
  return table.frames;
}
