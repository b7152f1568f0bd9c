/**
 * «Башмак и стол баккары» — what the text says of the table: the shoe of «шесть либо восемь карточных
 * колод… пятьдесят две игровые карты в каждой», and «до четырнадцати человек играющих и трое крупье».
 * The engine decides: the shoes are `BACCARAT_TEXT_DECKS`, the cards of a shoe are those of a table the
 * engine shuffles (`start`), the seats are the rules' `maxPlayers` (a table one seat larger is refused),
 * the croupiers `BACCARAT_TEXT_CROUPIERS`.
 *
 * @module
 */
import { BACCARAT_TEXT_CROUPIERS, BACCARAT_TEXT_DECKS, start, type BaccaratRules } from '@croupier/engine/baccarat';
import { SITE_LINKS } from '@croupier/ru';
import { BACCARAT_SHOE_RU as RU } from '@croupier/ru/trainer/drills/baccarat';
import { parseWholeNumber, rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { drillMeta } from '../catalog.ts';

/** The keys: the text's shoe, the cards of each of its shoes, the seats, the croupiers. */
const KEYS = ['decks', ...BACCARAT_TEXT_DECKS.map((d) => `cards-${d}`), 'seats', 'croupiers'];

/** The id of the answer «the text's shoes» (`6-8`). */
const TEXT_SHOES = BACCARAT_TEXT_DECKS.join('-');

/** The choices of the `decks` key: shoes of other games and tables, and the text's. */
const DECK_CHOICES: readonly Choice[] = [
  { id: '1', label: RU.decks[1], hotkey: '1' },
  { id: '2', label: RU.decks[2], hotkey: '2' },
  { id: '4', label: RU.decks[4], hotkey: '3' },
  { id: TEXT_SHOES, label: RU.textShoes(BACCARAT_TEXT_DECKS), hotkey: '4' },
];

/** The cards of a shoe of `decks` decks, as the engine shuffles it for a table. */
function shoeCards(rules: BaccaratRules, decks: number): number {
  const r = start({ ...rules, decks }, { seats: { a: 1 }, seed: 1 });
  if (!r.ok) throw new Error(`baccarat-shoe: ${r.error.code}`);
  return r.value.state.shoe.cards.length;
}

/** The most seats a table of these rules takes: the engine opens one of `maxPlayers`, refuses one more. */
function seatsOf(rules: BaccaratRules): number {
  const seats = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, 1]));
  const most = rules.maxPlayers;
  if (!start(rules, { seats: seats(most), seed: 1 }).ok || start(rules, { seats: seats(most + 1), seed: 1 }).ok) {
    throw new Error('baccarat-shoe: the engine does not seat maxPlayers');
  }
  return most;
}

/** The engine's answer to a key under the rules. */
function answerOf(key: string, rules: BaccaratRules): string {
  if (key === 'decks') return TEXT_SHOES;
  if (key === 'seats') return String(seatsOf(rules));
  if (key === 'croupiers') return String(BACCARAT_TEXT_CROUPIERS);
  return String(shoeCards(rules, Number(key.slice('cards-'.length))));
}

const PROMPTS: Readonly<Record<string, string>> = RU.prompts;

function explain(key: string, want: string): string {
  if (key === 'decks') return RU.explainDecks(BACCARAT_TEXT_DECKS);
  if (key === 'seats') return RU.explainSeats(want);
  if (key === 'croupiers') return RU.explainCroupiers;
  return RU.explainCards(Number(key.slice('cards-'.length)), want);
}

/** The drill. */
export const shoeDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-shoe'),
  keys: () => KEYS,
  keyLabel: (key) =>
    key === 'decks'
      ? RU.keyDecks
      : key === 'seats'
        ? RU.keySeats
        : key === 'croupiers'
          ? RU.keyCroupiers
          : RU.keyCards(key.slice('cards-'.length)),
  item(key, _rng, { rules }) {
    const decks = key.startsWith('cards-') ? Number(key.slice('cards-'.length)) : null;
    return {
      key,
      prompt: decks === null ? (PROMPTS[key] ?? PROMPTS.decks!) : RU.cardsPrompt(decks),
      answer:
        key === 'decks'
          ? { kind: 'choice', choices: DECK_CHOICES }
          : {
              kind: 'number',
              placeholder:
                key === 'seats'
                  ? RU.placeholderSeats
                  : key === 'croupiers'
                    ? RU.placeholderCroupiers
                    : RU.placeholderCards,
            },
      rules,
      solution: { answer: answerOf(key, rules) },
      data: { key },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'baccarat'>(item);
    const want = answerOf(item.key, rules);
    const correct = item.key === 'decks' ? answer === want : parseWholeNumber(answer) === Number(want);
    return {
      correct,
      expected: item.key === 'decks' ? DECK_CHOICES.find((c) => c.id === want)!.label : want,
      explanation: explain(item.key, want),
      ruleLink: SITE_LINKS.baccarat.table,
      ...(item.key === 'decks' ? { expectedAnswer: want } : {}),
    };
  },
};
