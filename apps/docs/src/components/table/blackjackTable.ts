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

/**
 * One round at the full table, frame by frame.
 *
 * @param rules - The table's rules.
 * @param chart - Their basic-strategy chart.
 * @param seed - The shuffle (and the players' randomness).
 */
export function dealBlackjackTable(rules: BlackjackRules, chart: Chart, seed: number): TableFrame[] {
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

  const frames: TableFrame[] = [];
  const dealer: DealerCard[] = [];
  const notes = new Map<string, { text: string; net: number }>();
  let boxes: readonly Box[] = [];
  const betOf = new Map<string, number>();
  if (state.phase === 'betting') for (const b of state.bets) betOf.set(b.box, b.amount);

  const centre = (): TableHand[] => {
    const open = dealer.filter((d) => d.open).map((d) => d.card);
    return [
      {
        cards: open,
        hidden: dealer.length - open.length,
        caption: TABLE_UI_RU.dealer,
        value: open.length ? formatBlackjackValue(blackjackValue(open)) : '',
        tone: 'neutral',
      },
    ];
  };
  const seatsNow = (): TableSeat[] =>
    Object.keys(seats).map((id) => {
      const box = boxes.find((b) => b.id === id);
      const note = notes.get(id);
      const hands: TableHand[] = (box?.hands ?? []).map((h, i, all) => {
        const v = handValue(h);
        return {
          cards: h.cards,
          caption: `${all.length > 1 ? `Рука ${i + 1}` : ''}${h.doubled ? (all.length > 1 ? ', удвоено' : 'Удвоено') : ''}`,
          value: formatBlackjackValue(v),
          tone: v.blackjack ? 'good' : v.bust ? 'bad' : 'accent',
        };
      });
      const bet = betOf.get(id);
      const insured = box?.insurance ? `, страховка ${formatChips(box.insurance)}` : '';
      return {
        id,
        label: labelOf(id),
        stake: bet ? `ставка ${formatChips(bet)}${insured}` : '',
        hands,
        note: note ? note.text : '',
        tone: note ? (note.net > 0 ? 'good' : note.net < 0 ? 'bad' : 'neutral') : 'neutral',
      };
    });
  const push = (
    part: TableFrame['part'],
    who: string,
    what: string,
    active: string | null,
    payments: TablePayment[] = [],
  ) => frames.push({ part, who, what, centre: centre(), seats: seatsNow(), active, payments });

  push(
    'bets',
    'Игроки',
    `ставки на ${Object.keys(seats).length} боксах: ${[...betOf].map(([id, a]) => `${labelOf(id)} — ${formatChips(a)}`).join('; ')}.`,
    null,
  );

  const initialDealer = rules.holeCard ? 2 : 1;
  /** Plays one applied step's events out into frames: the actor's (or the deal's), the dealer's, the settlement's. */
  const playOut = (events: readonly BlackjackEvent[], actor: string | null, post: BlackjackState) => {
    if ('boxes' in post) boxes = post.boxes;
    // Where the dealer's own play starts: a card beyond the deal, the hole card, the dealer's end, the settlement.
    let split = events.length;
    let count = dealer.length;
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
      ) {
        split = i;
        break;
      }
    }
    const mine: string[] = [];
    let offered = false;
    for (const e of events.slice(0, split)) {
      if (e.type === 'cardDealt' && e.to === 'dealer') dealer.push({ card: e.card, open: !e.faceDown });
      else if (e.type === 'cardDealt') {
        const hand = boxes.find((b) => b.id === e.box)?.hands[e.hand];
        const now = hand
          ? handValue({ cards: hand.cards.slice(0, hand.cards.lastIndexOf(e.card) + 1), fromSplit: hand.fromSplit })
          : null;
        mine.push(`карта ${cardName(e.card)}${now && !now.bust ? ` — на руке ${formatBlackjackValue(now)}` : ''}`);
      } else if (e.type === 'insuranceOffered') offered = true;
      else if (e.type === 'insuranceDecided')
        mine.push(e.amount > 0 ? `страхует ставку: ${formatChips(e.amount)}` : 'отказывается от страховки');
      else if (e.type === 'evenMoneyDecided')
        mine.push(e.take ? 'берёт выплату 1:1 сразу' : 'отказывается от выплаты 1:1');
      else if (e.type === 'handSplit') mine.push('делит пару на две руки');
      else if (e.type === 'handDoubled') mine.push('удваивает ставку');
      else if (e.type === 'handSurrendered') mine.push('сдаётся');
      else if (e.type === 'handStood' || e.type === 'handBusted') {
        const hand = boxes.find((b) => b.id === e.box)?.hands[e.hand];
        const v = hand ? handValue(hand) : null;
        mine.push(e.type === 'handStood' ? `стоит: ${v ? formatBlackjackValue(v) : ''}` : `перебор, ${v?.total ?? ''}`);
      }
    }
    if (actor === null) {
      const own = initialDealer === 1 ? 'одну открытую карту себе' : 'две карты себе, одну из них закрытой';
      const ace = offered ? '; у крупье туз — боксам предлагают страховку' : '';
      push(
        'deal',
        TABLE_UI_RU.dealer,
        `сдаёт по две карты на каждый бокс и ${own}: открыта ${cardName(dealer[0]!.card)}${ace}.`,
        null,
      );
    } else push('play', labelOf(actor), `${mine.join('; ')}.`, actor);
    const settled: Extract<BlackjackEvent, { type: 'betSettled' }>[] = [];
    for (const e of events.slice(split)) {
      if (e.type === 'cardDealt' && e.to === 'dealer') {
        dealer.push({ card: e.card, open: !e.faceDown });
        push(
          'dealer',
          TABLE_UI_RU.dealer,
          `берёт себе карту: ${cardName(e.card)}; у крупье ${centre()[0]!.value}.`,
          null,
        );
      } else if (e.type === 'holeCardRevealed') {
        const d = dealer.find((x) => !x.open);
        if (d) d.open = true;
        push(
          'dealer',
          TABLE_UI_RU.dealer,
          `открывает закрытую карту: ${cardName(e.card)}; у крупье ${centre()[0]!.value}.`,
          null,
        );
      } else if (e.type === 'dealerStood') push('dealer', TABLE_UI_RU.dealer, `останавливается на ${e.total}.`, null);
      else if (e.type === 'dealerBusted') push('dealer', TABLE_UI_RU.dealer, `перебор: ${e.total}.`, null);
      else if (e.type === 'betSettled') settled.push(e);
    }
    if (settled.length) settle(settled);
  };

  const order = Object.keys(seats);
  const settle = (bets: Extract<BlackjackEvent, { type: 'betSettled' }>[]) => {
    // One pass from the dealer's right to his left (the last box first), each box taken or paid as it comes:
    // its insurance, then its hands, a split box's last hand first (docs/rules.md, Blackjack: a full table).
    const rank = (b: (typeof bets)[number]) =>
      (order.length - 1 - order.indexOf(b.box)) * 100 + (b.bet === 'insurance' ? 0 : 50 - b.bet);
    for (const b of [...bets].sort((a, b) => rank(a) - rank(b))) {
      const prev = notes.get(b.box);
      const net = (prev?.net ?? 0) + b.net;
      notes.set(b.box, { text: `итог ${formatNet(net)}`, net });
      const which =
        b.bet === 'insurance'
          ? 'страховка'
          : boxes.find((x) => x.id === b.box)!.hands.length > 1
            ? `рука ${b.bet + 1}`
            : '';
      const what =
        b.net < 0
          ? SETTLE_RU.take(-b.net)
          : b.net === 0
            ? SETTLE_RU.push
            : SETTLE_RU.pay(b.net, b.bet === 'insurance' ? 'страховка 2:1' : HAND_OUTCOME_RU[b.outcome]);
      push('settle', `${labelOf(b.box)}${which ? `, ${which}` : ''}`, `${what}.`, b.box, [
        { seat: b.box, bet: b.bet, net: b.net },
      ]);
    }
  };

  const dealt = step(state, { type: 'deal' });
  state = dealt.state;
  playOut(dealt.events, null, state);
  while (state.phase === 'insurance' || state.phase === 'playing') {
    const box = state.phase === 'playing' ? state.boxes[state.turn.box]! : state.boxes[state.turn]!;
    const action = owner.get(box.id)!.policy.act(playerView(state), legalActions(state));
    const r = step(state, action);
    state = r.state;
    playOut(r.events, box.id, state);
  }
  return frames;
}
