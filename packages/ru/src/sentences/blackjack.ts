/**
 * Blackjack's sentences: `docs/texts/000_…txt` lines 1–21, and the blackjack lines that close
 * `001_…txt` (skipped: they repeat the goal). The page is `blackjack.mdx`.
 *
 * @module
 */
import { drill, example, none, rule, skip, test, TEXT_FILES } from './build.js';
import type { GameSentences } from './types.js';

const { t000: F, t001: F1 } = TEXT_FILES;
const ROUND = 'packages/engine/src/blackjack/round.test.ts';
const SETTLE = 'packages/engine/src/blackjack/settle.test.ts';
const RULES = 'packages/engine/src/blackjack/rules.test.ts';
const P = 'blackjack';
const page = (component: string, props?: Readonly<Record<string, string>>) => example(P, component, props);

const NAIVE = test(SETTLE, 'any two-to-five-card hand, any dealer hand, every rounding');
const SOFT = test(RULES, 'soft and best totals from the hard total');
const DEALER = [
  test(RULES, 'the dealer draws below 17 and stands on 17 (the text), or hits soft 17 (H17)'),
  test(ROUND, 'the dealer (dealerHits, checked against the naive rule)'),
];
const BJ_PUSH = test(ROUND, 'dealer blackjack against the player blackjack is a push');
const THREE_TWO = test(ROUND, 'blackjack pays 3:2: bet 10 → winnings 15, balance 1015');
const ONE_ONE = test(ROUND, 'a winning hand pays 1:1: bet 5 wins 5');
const BY_HAND = test(SETTLE, 'settling one hand (the text’s payout table, worked by hand)');
const INSURANCE = test(SETTLE, 'insurance pays 2:1 against a dealer blackjack and is lost otherwise');
/** «Один раз разделил … не может сделать это еще раз»: a pair after the split, of each value split (aces not, by the text). */
const RESPLIT = ['2', '3', '4', '5', '6', '7', '8', '9', '10'].map((v) => drill('blackjack-split', `resplit-${v}`));
const NO_DRILL_DEAL = none(
  'The deal is the dealer’s routine, no decision of the trainee’s: every blackjack drill starts from it.',
);

/** Blackjack's pieces of the texts, in text order. */
export const blackjack: GameSentences = {
  game: 'blackjack',
  pieces: [
    skip(F, 1, 'Реферат: Организационно-правовые формы', 'A stray heading of the document the text was copied from.'),
    rule('blackjack-1', F, 2, 'Достоинство карт от 2 до 10 совпадает с их номинальным значением.', {
      page: P,
      engine: [NAIVE],
      example: [page('HandValue')],
      drills: [drill('blackjack-total')],
    }),
    rule('blackjack-2', F, 3, 'Достоинство карт Валет, Дама и Король равняется 10.', {
      page: P,
      engine: [NAIVE],
      example: [page('HandValue')],
      drills: [drill('blackjack-total')],
    }),
    rule('blackjack-3', F, 4, 'Достоинство Туза равно 1 или 11.', {
      page: P,
      engine: [SOFT],
      example: [page('HandValue')],
      drills: [drill('blackjack-soft-hard')],
    }),
    rule(
      'blackjack-4',
      F,
      4,
      'Игрок, которому выпал Туз, обладает преимуществом, так как достоинство этой карты может меняться с 11 на 1 и с 1 на 11 после того, как будет раздана следующая карта в зависимости от общей суммы очков.',
      {
        page: P,
        engine: [SOFT],
        example: [page('HandValue')],
        drills: [drill('blackjack-soft-hard', 'hard-ace-17')],
      },
    ),
    rule('blackjack-5', F, 4, 'Если Туз считается как 11, данная комбинация называется "мягкая".', {
      page: P,
      engine: [SOFT],
      example: [page('HandValue')],
      drills: [drill('blackjack-soft-hard', 'soft-18')],
    }),
    rule('blackjack-6', F, 4, '"Мягкая 17" - это туз и шестерка.', {
      page: P,
      engine: [test(RULES, 'soft and best totals from the hard total', 'A+6')],
      example: [page('HandValue')],
      drills: [drill('blackjack-soft-hard', 'soft-17'), drill('blackjack-total', 'soft-17')],
    }),
    rule('blackjack-7', F, 4, 'Комбинация карт, в которой туз считается как 1, называется "жесткой".', {
      page: P,
      engine: [test(RULES, 'soft and best totals from the hard total', 'A+6+10')],
      example: [page('HandValue')],
      drills: [drill('blackjack-soft-hard', 'hard-ace-17')],
    }),
    skip(F, 5, 'Правила игры', 'A heading.'),
    rule('blackjack-8', F, 6, 'Игроки делают ставки.', {
      page: P,
      engine: [test(ROUND, 'the text, hand by hand (seed rules, bet 10 from 1000)')],
      example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-compare' })],
      drills: none('Placing a bet has no right or wrong answer; every blackjack drill starts from a stake.'),
    }),
    rule(
      'blackjack-9',
      F,
      6,
      'Задача игрока заключается в том, чтобы набрать 21 или максимально приблизиться к этой сумме очков.',
      {
        page: P,
        engine: [NAIVE],
        example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-compare' })],
        drills: none(
          'The goal as such has no answer to drill; the rules it sums up are drilled: totals (blackjack-total), the bust (blackjack-10), the comparison (blackjack-payout).',
        ),
      },
    ),
    rule(
      'blackjack-10',
      F,
      6,
      'Если сумма очков карт в руке превышает 21, игрок объявляется банкротом и теряет свою ставку.',
      {
        page: P,
        engine: [test(ROUND, 'a bust loses at once even if the dealer busts too')],
        example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-compare' })],
        drills: [drill('blackjack-total', 'bust'), drill('blackjack-soft-hard', 'bust')],
      },
    ),
    rule(
      'blackjack-11',
      F,
      6,
      'Если первые две карты игрока - Туз и любая карта достоинством в 10 очков, говорят, что у него выпал Блекджек.',
      {
        page: P,
        engine: [test(ROUND, 'a split hand of ace + ten is 21, not blackjack: it pays 1:1'), NAIVE],
        example: [page('BjExample', { scenario: 'natural' })],
        drills: [drill('blackjack-total', 'blackjack'), drill('blackjack-soft-hard', 'blackjack')],
      },
    ),
    skip(F, 7, 'Правила для крупье очень просты.', 'Narration: the rules follow.'),
    rule('blackjack-12', F, 7, 'Он должен брать карты до тех пор, пока не наберет по крайней мере 17 очков,', {
      page: P,
      engine: DEALER,
      example: [page('DealerSteps')],
      drills: [drill('blackjack-dealer-draws', 'hard-15')],
    }),
    rule('blackjack-13', F, 7, 'и должен остановиться сразу, как только наберет 17 или больше очков.', {
      page: P,
      engine: DEALER,
      example: [page('DealerSteps')],
      drills: [drill('blackjack-dealer-draws', 'hard-17'), drill('blackjack-dealer-draws', 'soft-17')],
    }),
    rule('blackjack-14', F, 7, 'Если сумма карт крупье равняется 16 очкам, он должен взять еще одну карту.', {
      page: P,
      engine: DEALER,
      example: [page('DealerSteps')],
      drills: [drill('blackjack-dealer-draws', 'hard-16')],
    }),
    rule(
      'blackjack-15',
      F,
      7,
      'Крупье не имеет права решать, брать или не брать еще карты в зависимости от того, какие карты выпали игроку, он должен действовать в соответствии со строгими правилами.',
      {
        page: P,
        engine: DEALER,
        example: [page('DealerSteps')],
        drills: [drill('blackjack-dealer-draws'), drill('blackjack-spot', 'dealer-draw')],
      },
    ),
    rule('blackjack-16', F, 8, 'Крупье сдает две карты игроку и одну себе.', {
      page: P,
      engine: [
        test(
          ROUND,
          'the seed preset is the text: no hole card, dealer blackjack takes all, S17, 3:2, double 9–11, one split, no aces',
        ),
      ],
      example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-deal' })],
      drills: NO_DRILL_DEAL,
    }),
    rule(
      'blackjack-17',
      F,
      8,
      'После этого карты сдаются сначала игроку до тех пор, пока он не остановится, или сумма очков не сравняется или превысит 21.',
      {
        page: P,
        engine: [test(ROUND, 'a bust loses at once even if the dealer busts too')],
        example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-deal' })],
        drills: [drill('blackjack-strategy')],
      },
    ),
    rule(
      'blackjack-18',
      F,
      8,
      'Если после того, как игрок и крупье остановились, сумма карт игрока меньше суммы карт крупье, игрок проигрывает, и его ставка теряется.',
      {
        page: P,
        engine: [BY_HAND],
        example: [page('BjExample', { scenario: 'compare', testId: 'bj-live-deal' })],
        drills: [drill('blackjack-payout', 'lose')],
      },
    ),
    rule(
      'blackjack-19',
      F,
      8,
      'Если суммы карт у игрока и крупье совпадают, никто не выигрывает, и ставка возвращается игроку (равенство).',
      {
        page: P,
        engine: [test(ROUND, 'equal totals push, the stake comes back')],
        example: [page('BjExample', { scenario: 'push' })],
        drills: [drill('blackjack-payout', 'push'), drill('blackjack-spot', 'push')],
      },
    ),
    rule(
      'blackjack-20',
      F,
      9,
      'Если же после остановки сумма карт игрока ближе к 21 (но не Блекджек), чем у карт крупье, он выигрывает столько, сколько поставил (1 : 1).',
      {
        page: P,
        engine: [ONE_ONE],
        example: [page('BjExample', { scenario: 'win5' })],
        drills: [drill('blackjack-payout', 'win-even'), drill('blackjack-pay-chips', 'win-even')],
      },
    ),
    rule(
      'blackjack-21',
      F,
      9,
      'То есть, если игрок поставил 5 и выиграл, он получает обратно свою ставку 5, и его выигрыш составит 5.',
      {
        page: P,
        engine: [ONE_ONE],
        example: [page('BjExample', { scenario: 'win5' })],
        drills: [drill('blackjack-payout', 'win-odd')],
      },
    ),
    rule('blackjack-22', F, 9, 'Если у игрока выпал Блекджек, выигрыш по ставке оплачивается 3 : 2', {
      page: P,
      engine: [THREE_TWO],
      example: [page('BjExample', { scenario: 'blackjack10' })],
      drills: [drill('blackjack-payout', 'blackjack-even'), drill('blackjack-pay-chips', 'blackjack-even')],
    }),
    rule('blackjack-23', F, 9, '(при условии, что у крупье нет Блекджека).', {
      page: P,
      engine: [BJ_PUSH],
      example: [page('BjExample', { scenario: 'bjPush' })],
      drills: [drill('blackjack-payout', 'blackjack-vs-blackjack')],
    }),
    rule(
      'blackjack-24',
      F,
      9,
      'То есть, поставив 10 и получив Блекджек, игрок получает обратно свою ставку 10 и выигрыш 15.',
      {
        page: P,
        engine: [THREE_TWO],
        example: [page('BjExample', { scenario: 'blackjack10' })],
        drills: [drill('blackjack-payout', 'blackjack-even')],
      },
    ),
    rule('blackjack-25', F, 9, 'Блекджек бьет комбинацию карт, которая просто равняется 21 очку.', {
      page: P,
      engine: [test(ROUND, 'blackjack beats a dealer 21 of three cards')],
      example: [page('BjExample', { scenario: 'bj21' })],
      drills: [drill('blackjack-payout', 'blackjack-vs-21'), drill('blackjack-pay-chips', 'blackjack-vs-21')],
    }),
    rule('blackjack-26', F, 10, 'Если у крупье выпадает Блекджек, игрок проигрывает во всех случаях,', {
      page: P,
      engine: [
        test(ROUND, 'a dealer blackjack takes a doubled hand: both stakes, 20; the double came out of the balance'),
        test(ROUND, 'a dealer blackjack takes both split hands: 20'),
      ],
      example: [page('BjExample', { scenario: 'dealerBjDouble' }), page('BjExample', { scenario: 'dealerBjSplit' })],
      drills: [drill('blackjack-payout', 'doubled-vs-blackjack')],
    }),
    rule('blackjack-27', F, 10, 'кроме того, когда у него самого выпадает Блекджек.', {
      page: P,
      engine: [BJ_PUSH],
      example: [page('BjExample', { scenario: 'bjPush' })],
      drills: [drill('blackjack-payout', 'blackjack-vs-blackjack')],
    }),
    rule('blackjack-28', F, 10, 'Тогда игрок получает обратно ставку и ничего не выигрывает (равенство).', {
      page: P,
      engine: [BJ_PUSH],
      example: [page('BjExample', { scenario: 'bjPush' })],
      drills: [drill('blackjack-payout', 'blackjack-vs-blackjack')],
    }),
    skip(F, 11, 'Разделение карт', 'A heading.'),
    rule(
      'blackjack-29',
      F,
      12,
      'Если первые две карты игрока одинакового достоинства (например, два Валета), он может разделить их на две отдельные комбинации.',
      {
        page: P,
        engine: [
          test(ROUND, 'splits equal values (J+K) but only once'),
          test(RULES, 'may a pair of this value be split, and does a split hand take one card?'),
        ],
        example: [page('BjExample', { scenario: 'split' })],
        drills: [drill('blackjack-split', 'pair-10'), drill('blackjack-split', 'tens-mixed')],
      },
    ),
    rule('blackjack-30', F, 12, 'При этом на вторую карту делается такая же ставка, как и на первую.', {
      page: P,
      engine: [test(ROUND, 'a dealer blackjack takes both split hands: 20')],
      example: [page('BjExample', { scenario: 'split' })],
      drills: none(
        'No decision: the second stake equals the first by rule; blackjack-split asks whether a split is allowed.',
      ),
    }),
    rule('blackjack-31', F, 12, 'Далее игра продолжается как обычно.', {
      page: P,
      engine: [test(ROUND, 'doubles after a split on 9–11 (DAS allowed by the text)')],
      example: [page('BjExample', { scenario: 'split' })],
      drills: none(
        'Nothing new to answer: split hands play by the rules of any hand, which the other blackjack drills drill.',
      ),
    }),
    rule('blackjack-32', F, 12, 'Единственное исключение представляет случай, когда игроку выпадают два Туза.', {
      page: P,
      engine: [test(ROUND, 'split refused: %s', 'two aces under the text')],
      example: [page('BjExample', { scenario: 'acesNoSplit' })],
      drills: [drill('blackjack-split', 'pair-A')],
    }),
    rule('blackjack-33', F, 12, 'В этом случае разделение карт не допускается.', {
      page: P,
      engine: [test(ROUND, 'split refused: %s', 'two aces under the text')],
      example: [page('BjExample', { scenario: 'acesNoSplit' })],
      drills: [drill('blackjack-split', 'pair-A')],
    }),
    rule(
      'blackjack-34',
      F,
      12,
      'Если игрок один раз разделил комбинацию карт на две, то он не может сделать это еще раз.',
      {
        page: P,
        engine: [test(ROUND, 'splits equal values (J+K) but only once')],
        example: [page('BjExample', { scenario: 'splitOnce' })],
        drills: RESPLIT,
      },
    ),
    skip(F, 13, 'Удвоение', 'A heading.'),
    rule(
      'blackjack-35',
      F,
      14,
      'После того, как игроку раздали первые две карты, сумма которых равна 9, 10 или 11 очкам, и он считает, что третья карта позволит ему побить карты крупье, он может удвоить свою ставку.',
      {
        page: P,
        engine: [test(RULES, 'may $hand be doubled by its total?'), test(ROUND, 'double refused: %s')],
        example: [page('SplitDouble')],
        drills: [drill('blackjack-double')],
      },
    ),
    rule(
      'blackjack-36',
      F,
      14,
      'Cтавка удваивается, игрок получает еще одну карту, после чего сдача карт заканчивается.',
      {
        page: P,
        engine: [
          test(ROUND, 'a dealer blackjack takes a doubled hand: both stakes, 20; the double came out of the balance'),
        ],
        example: [page('BjExample', { scenario: 'double' })],
        drills: [
          drill('blackjack-double', 'after-double-9'),
          drill('blackjack-double', 'after-double-10'),
          drill('blackjack-double', 'after-double-11'),
        ],
      },
    ),
    skip(F, 15, 'Страховка', 'A heading.'),
    rule(
      'blackjack-37',
      F,
      16,
      'Страховка - это самостоятельная игра в Блекджеке, она дает игроку возможность защитить себя на случай, если у крупье выпадет Блекджек.',
      {
        page: P,
        engine: [INSURANCE],
        example: [page('BjExample', { scenario: 'insurance' })],
        drills: [drill('blackjack-payout', 'insurance')],
      },
    ),
    rule('blackjack-38', F, 16, 'Если первая карта крупье Туз, игрок может купить страховку.', {
      page: P,
      engine: [
        test(ROUND, 'a box that cannot insure exactly half is not asked; the round goes on: %s', 'no chips left'),
      ],
      example: [page('BjExample', { scenario: 'insurance' })],
      drills: [drill('blackjack-deviations', 'insurance')],
    }),
    rule('blackjack-39', F, 16, 'Страховка приобретается за половинную стоимость начальной ставки.', {
      page: P,
      engine: [test(SETTLE, 'insuranceFor: exactly half the bet, or none (docs/rules.md, Blackjack: Insurance)')],
      example: [page('BjExample', { scenario: 'insurance' })],
      drills: [drill('blackjack-insurance', 'cost-even'), drill('blackjack-insurance', 'cost-odd')],
    }),
    rule(
      'blackjack-40',
      F,
      16,
      'Если у крупье действительно выпадает Блекджек, страховка оплачивается 2 : 1, что соответствует сумме начальной ставки.',
      {
        page: P,
        engine: [
          test(ROUND, 'insurance taken, dealer has blackjack: insurance pays 2:1 (5 → 10), the bet is lost: net 0'),
        ],
        example: [page('BjExample', { scenario: 'insurance' })],
        drills: [
          drill('blackjack-payout', 'insurance'),
          drill('blackjack-pay-chips', 'insurance'),
          drill('blackjack-insurance', 'won'),
        ],
      },
    ),
    rule('blackjack-41', F, 16, 'Если у крупье не выпал Блекджек, игрок теряет страховку.', {
      page: P,
      engine: [test(ROUND, 'insurance taken, no dealer blackjack: insurance lost, the hand settles by itself')],
      example: [page('BjExample', { scenario: 'insurance' })],
      drills: [drill('blackjack-insurance', 'lost')],
    }),
    rule('blackjack-42', F, 16, 'Судьба начальной ставки решается сравнением карт игрока с картами крупье.', {
      page: P,
      engine: [test(ROUND, 'insurance taken, no dealer blackjack: insurance lost, the hand settles by itself')],
      example: [page('BjExample', { scenario: 'insurance' })],
      drills: [drill('blackjack-insurance', 'lost')],
    }),
    rule('blackjack-43', F, 16, 'Если Блекджек выпадет и у игрока, и у крупье, игра заканчивается ничьей.', {
      page: P,
      engine: [BJ_PUSH],
      example: [page('BjExample', { scenario: 'insurancePush' })],
      drills: [drill('blackjack-payout', 'blackjack-vs-blackjack')],
    }),
    skip(F, 17, 'Таблица выигрышей', 'A heading.'),
    skip(F, 18, '| Оплачивается: | |', 'The payout table’s header row.'),
    rule('blackjack-44', F, 19, '| Выигравшая рука | 1 : 1 |', {
      page: P,
      engine: [BY_HAND],
      example: [page('Payouts')],
      drills: [drill('blackjack-payout', 'win-even')],
    }),
    rule('blackjack-45', F, 20, '| Страховка | 2 : 1 |', {
      page: P,
      engine: [INSURANCE],
      example: [page('Payouts')],
      drills: [drill('blackjack-payout', 'insurance')],
    }),
    rule('blackjack-46', F, 21, '| Блекджек | 3 : 2 |', {
      page: P,
      engine: [BY_HAND],
      example: [page('Payouts')],
      drills: [drill('blackjack-payout', 'blackjack-even')],
    }),
    skip(F1, 67, '2.2. Блекджек', 'A heading: the start of the blackjack chapter, after the stud text.'),
    skip(F1, 69, 'Суть игры', 'A heading.'),
    skip(
      F1,
      71,
      'Блекджек - это карточная игра, смысл которой в том, чтобы брать карты до тех пор, пока общая сумма очков не будет равняться или по возможности приблизится, но не превысит 21 очко.',
      'The beginning of the blackjack chapter, repeated where file 001 ends: it restates the goal of 000, line 6 (blackjack-9, blackjack-10).',
    ),
  ],
};
