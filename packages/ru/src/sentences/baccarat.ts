/**
 * Baccarat's sentences: `docs/texts/004_…txt`, the whole file. The page is `baccarat.mdx`.
 *
 * @module
 */
import { drill, example, none, rule, skip, test, TEXT_FILES } from './build.js';
import type { DrillRef, GameSentences } from './types.js';

const { t004: F } = TEXT_FILES;
const ROUND = 'packages/engine/src/baccarat/round.test.ts';
const RULES = 'packages/engine/src/baccarat/rules.test.ts';
const P = 'baccarat';
const page = (component: string, props?: Readonly<Record<string, string>>) => example(P, component, props);

const COUPS = test(ROUND, 'coups worked by hand');
const SETTLEMENT = test(ROUND, 'settlement worked by hand');
const VALUES = test(RULES, 'card values');
const TABLEAU = [
  test(RULES, 'the banker tableau, every cell against docs/rules.md (baccarat: the banker’s third card)'),
  test(RULES, '%s: every row read from the tableau agrees with docs/rules.md'),
];
const INTRO = none(
  'The page marks the introduction as a deliberate exception (data-no-example, decision 023): its rules are played by the examples of the sections below.',
);
const BETS = [page('BacExample', { testId: 'bac-live-bets' })];
const NATURAL = [page('BacExample', { testId: 'bac-live-natural' })];
const POINTS = [page('PointCounter')];
const TABLE = [page('Tableau')];
const banker = (...cells: string[]): DrillRef[] => cells.map((c) => drill('baccarat-banker-draws', `banker-${c}`));

/** Baccarat's pieces of the texts, in text order. */
export const baccarat: GameSentences = {
  game: 'baccarat',
  pieces: [
    skip(F, 1, 'Игра «Баккара». Правила игры', 'The title.'),
    rule(
      'baccarat-1',
      F,
      3,
      'Для того чтобы одержать победу в «Баккара» необходимо набрать в сумме с двух игровых карт девять очков либо комбинацию, сумма которой будет близка к девяти.',
      {
        page: P,
        engine: [COUPS],
        example: INTRO,
        drills: [drill('baccarat-winner')],
      },
    ),
    rule(
      'baccarat-2',
      F,
      5,
      'В игре участвует шесть либо восемь карточных колод, количество которых составляет пятьдесят две игровые карты в каждой.',
      {
        page: P,
        engine: [
          test('packages/engine/src/shoe/shoe.test.ts', '%i decks hold 52 × decks cards, 4 × decks of each rank'),
        ],
        example: [example('baccarat', 'TableSeats')],
        drills: [drill('baccarat-shoe', 'decks'), drill('baccarat-shoe', 'cards-6'), drill('baccarat-shoe', 'cards-8')],
      },
    ),
    rule(
      'baccarat-3',
      F,
      5,
      'Необходимо совершать ставку на ту руку, которая как считает игрок, должна выявиться выигрышной.',
      {
        page: P,
        engine: [SETTLEMENT],
        example: INTRO,
        drills: [drill('baccarat-payout')],
      },
    ),
    skip(F, 7, 'Игровые правила', 'A heading.'),
    rule(
      'baccarat-4',
      F,
      9,
      'Игра проходит за большим игровым столом, принимать участие могут до четырнадцати человек играющих и трое крупье.',
      {
        page: P,
        engine: [test(ROUND, 'fourteen players may sit (the text), a fifteenth may not')],
        example: [example('baccarat', 'TableSeats'), example('baccarat', 'BaccaratFullTable')],
        drills: [drill('baccarat-shoe', 'seats'), drill('baccarat-shoe', 'croupiers')],
      },
    ),
    rule(
      'baccarat-5',
      F,
      9,
      'Комбинация натуральная – это такая комбинация, которая состоит из двух карт, в свою очередь которые должны составлять в сумме девять либо восемь очков.',
      {
        page: P,
        engine: [
          test(ROUND, '$name', 'player natural 9 (4+5) against banker 5: the coup ends on four cards'),
          test(ROUND, '$name', 'both natural 8: tie'),
        ],
        example: POINTS,
        drills: [drill('baccarat-winner', 'natural-player'), drill('baccarat-winner', 'natural-banker')],
      },
    ),
    rule(
      'baccarat-6',
      F,
      9,
      'Приведем перечень достоинства игровых карт: дама, король, десятка, валет – дают ноль очков;',
      { page: P, engine: [VALUES], example: POINTS, drills: [drill('baccarat-point')] },
    ),
    rule('baccarat-7', F, 9, 'туз приносит одно очко;', {
      page: P,
      engine: [VALUES],
      example: POINTS,
      drills: [drill('baccarat-point')],
    }),
    rule(
      'baccarat-8',
      F,
      9,
      'все игровые карты, начиная с двойки и заканчивая девяткой, составляют номинальные значения, иными словами двойка дает два очка, тройка равна трем очкам и так далее.',
      { page: P, engine: [VALUES], example: POINTS, drills: [drill('baccarat-point')] },
    ),
    rule(
      'baccarat-9',
      F,
      11,
      'Если же играющему выпала комбинация, сумма которой превышает девять очков, значит, при подсчете необходимо из этой суммы вычитать число десять до того, пока конечный остаток не будет равен меньше десяти.',
      {
        page: P,
        engine: [VALUES],
        example: POINTS,
        drills: [drill('baccarat-point', 'two-3'), drill('baccarat-point', 'three-3')],
      },
    ),
    rule(
      'baccarat-10',
      F,
      13,
      'Рассмотрим на примере: у игрока выпало двадцать три очка (7+8+8), следовательно, от этих двадцати трех отнимаем число десять дважды.',
      {
        page: P,
        engine: [test(RULES, "the text's example: 7+8+8 = 23 − 10 − 10 = 3")],
        example: POINTS,
        drills: [drill('baccarat-point', 'three-3')],
      },
    ),
    rule('baccarat-11', F, 13, 'Имеем 23-10-10=3.', {
      page: P,
      engine: [test(RULES, "the text's example: 7+8+8 = 23 − 10 − 10 = 3")],
      example: POINTS,
      drills: [drill('baccarat-point', 'three-3')],
    }),
    rule('baccarat-12', F, 13, 'Вот и получаем три очка у игрока.', {
      page: P,
      engine: [test(RULES, "the text's example: 7+8+8 = 23 − 10 − 10 = 3")],
      example: POINTS,
      drills: [drill('baccarat-point', 'three-3')],
    }),
    skip(
      F,
      15,
      'В карточной игре «Баккара» играющий имеет возможность совершать любую из данных ставок:',
      'Narration: the list of bets follows.',
    ),
    rule('baccarat-13', F, 17, 'Банко –  это ставка на победу руки крупье.', {
      page: P,
      engine: [test(ROUND, '$name', 'Банко 20 wins 19 (19:20)')],
      example: BETS,
      drills: [drill('baccarat-winner'), drill('baccarat-payout', 'banker-whole')],
    }),
    rule('baccarat-14', F, 17, 'Выплата девятнадцать к двадцати;', {
      page: P,
      engine: [
        test(ROUND, '$name', 'Банко 20 wins 19 (19:20)'),
        test(ROUND, '$name', 'Банко 25 wins 23: 23¾ rounded down, ¾ kept'),
      ],
      example: BETS,
      drills: [
        drill('baccarat-payout', 'banker-whole'),
        drill('baccarat-payout', 'banker-fraction'),
        drill('baccarat-pay-chips', 'banker-whole'),
      ],
    }),
    rule('baccarat-15', F, 19, 'Пунто – это ставка на то, что одержит победу рука игрока.', {
      page: P,
      engine: [test(ROUND, '$name', 'Пунто 30 wins 30 (1:1)'), test(ROUND, '$name', 'Пунто 30 loses to the banker')],
      example: BETS,
      drills: [drill('baccarat-winner'), drill('baccarat-payout', 'player')],
    }),
    rule('baccarat-16', F, 19, 'Выплата один к одному;', {
      page: P,
      engine: [test(ROUND, '$name', 'Пунто 30 wins 30 (1:1)')],
      example: BETS,
      drills: [drill('baccarat-payout', 'player'), drill('baccarat-pay-chips', 'player')],
    }),
    rule('baccarat-17', F, 21, 'Ничья – ставка на то, что итоговый результат выявится ничейным.', {
      page: P,
      engine: [
        test(ROUND, '$name', 'ничья 10 wins 80 (8:1)'),
        test(ROUND, '$name', 'ничья 10 loses when the banker wins'),
      ],
      example: BETS,
      drills: [drill('baccarat-winner', 'natural-tie'), drill('baccarat-payout', 'tie')],
    }),
    rule('baccarat-18', F, 21, 'Выплата восемь к одному.', {
      page: P,
      engine: [test(ROUND, '$name', 'ничья 10 wins 80 (8:1)')],
      example: BETS,
      drills: [drill('baccarat-payout', 'tie'), drill('baccarat-pay-chips', 'tie')],
    }),
    rule(
      'baccarat-19',
      F,
      23,
      'Играющий совершает ставку, крупье отвечает за раздачу карт, которая выполняется следующим образом: две карты необходимо сдать игроку, и себе – две карты.',
      {
        page: P,
        engine: [test(ROUND, 'walks the phases one step at a time with the events a UI needs')],
        example: NATURAL,
        drills: none(
          'The deal is the croupier’s routine, no decision of the trainee’s: every baccarat drill starts from it.',
        ),
      },
    ),
    rule(
      'baccarat-20',
      F,
      23,
      'В случае, когда у игрока либо крупье уже получилась натуральная комбинация, тогда сразу определяется победитель и все, игра заканчивается.',
      {
        page: P,
        engine: [test(ROUND, '$name', 'player natural 9 (4+5) against banker 5: the coup ends on four cards')],
        example: NATURAL,
        drills: [drill('baccarat-winner', 'natural-banker'), drill('baccarat-winner', 'natural-player')],
      },
    ),
    rule(
      'baccarat-21',
      F,
      25,
      'Если игрок набрал меньше, чем шесть очков, согласно правилам игры он имеет возможность добрать еще третью карту.',
      {
        page: P,
        engine: [test(RULES, "the player's rule: %i → draws %s («меньше, чем шесть очков»)")],
        example: [page('BacExample', { testId: 'bac-live-player' })],
        drills: [drill('baccarat-player-draws'), drill('baccarat-spot', 'player-draw')],
      },
    ),
    rule(
      'baccarat-22',
      F,
      25,
      'Когда возникает ситуация, что игроку необходимо добрать одну карту, тогда для крупье правило третьей карты начинает действовать.',
      { page: P, engine: TABLEAU, example: TABLE, drills: [drill('baccarat-banker-draws')] },
    ),
    rule('baccarat-23', F, 25, 'Когда же у крупье выпадает два очка и меньше, он имеет возможность на третью карту.', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('0-5', '1-9', '2-8'),
    }),
    rule('baccarat-24', F, 25, 'Если набрал крупье три очка, то ему дается возможность вновь достать третью карту,', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('3-2'),
    }),
    rule(
      'baccarat-25',
      F,
      25,
      'но при условии, что номинал карты, вытащенной из колоды игроком, не равняется восьми очкам.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('3-8') },
    ),
    rule('baccarat-26', F, 25, 'Если у крупье выпало четыре очка, он получает право выбора третьей карты,', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('4-5'),
    }),
    rule(
      'baccarat-27',
      F,
      25,
      'учитывая то, что игрок вытащил карту достоинством не равную нулю, единице, девяти или же восьми.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('4-0', '4-1', '4-8', '4-9') },
    ),
    rule('baccarat-28', F, 25, 'Если у крупье имеется пять очков, тогда получает возможность на третью карту', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('5-2'),
    }),
    rule(
      'baccarat-29',
      F,
      25,
      'при условии, что номинал вытащенной игроком карты, не будет равняться четырем, пяти, семи либо шести.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('5-4', '5-5', '5-6', '5-7') },
    ),
    rule('baccarat-30', F, 25, 'Если крупье имеет шесть очков, то разрешается ему третья карта', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('6-0'),
    }),
    rule(
      'baccarat-31',
      F,
      25,
      'с условием, что достоинство карты, которую вытащил играющий, не равняется семи либо шести.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('6-6', '6-7') },
    ),
    rule(
      'baccarat-32',
      F,
      25,
      'Когда крупье набрал семь очков, то ему возможности брать третью карту ему не предоставляется.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('7-0', '7-stood') },
    ),
    rule(
      'baccarat-33',
      F,
      25,
      'Если же игрок отказался от третьей карты, тогда и крупье не имеет права брать карту, если только сумма очков составляет шесть либо больше.',
      { page: P, engine: TABLEAU, example: TABLE, drills: banker('6-stood') },
    ),
    rule('baccarat-34', F, 25, 'Но если, же крупье собрал пять очков или меньше, то он имеет право добора карты.', {
      page: P,
      engine: TABLEAU,
      example: TABLE,
      drills: banker('5-stood', '0-stood'),
    }),
  ],
};
