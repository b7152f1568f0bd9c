/**
 * Stud's sentences (the site's «Покер»): `docs/texts/001_…txt` from «Флеш» (the list's beginning is
 * missing from the text) to line 65. The page is `poker.mdx`.
 *
 * @module
 */
import { drill, example, none, rule, skip, test, TEXT_FILES } from './build.js';
import type { GameSentences } from './types.js';

const { t001: F } = TEXT_FILES;
const ROUND = 'packages/engine/src/stud/round.test.ts';
const RULES = 'packages/engine/src/stud/rules.test.ts';
const EVAL = 'packages/engine/src/stud/evaluator.test.ts';
const P = 'poker';
const page = (component: string, props?: Readonly<Record<string, string>>) => example(P, component, props);

const NAIVE_EVAL = test(
  'packages/engine/src/stud/evaluator.long.test.ts',
  'agrees with the naive evaluator on category and order, and the category counts are the published ones',
);
const BEATS = test(EVAL, '%s beats %s (%s)');
const IS = test(EVAL, '%s is %s');
const HAND_WORKED = test(ROUND, 'settlement, hand-worked from the text');
const PAYTABLE = test(RULES, 'matches the table typed from the text in the oracle');
const NO_GAME = test(ROUND, '%s', 'dealer without a game: ante 1:1, bet returned, whatever the player holds');
const QUALIFY = test(RULES, "the dealer's qualification");
const FOLD = test(ROUND, 'a fold loses the ante only, and the dealer cards stay unseen');
const EXCHANGE = test(ROUND, 'exchange two cards for 1.5 antes, then raise: fees are never returned');
const NAMER = [page('HandNamer')];
const COMPARER = [page('Comparer')];
const DECIDE = [page('StudExample', { testId: 'stud-live-decide' })];
const NOGAME = [page('StudExample', { testId: 'stud-live-nogame' })];
const PAYOUTS = [page('PayoutCalc')];
/** «Обмен карт»: the text's Д-9-8-7-6 short of chips; with 40 the one-card exchange is dealt, then fold or play. */
const SHORT = [page('StudExample', { testId: 'stud-live-short' })];
/** «Вскрытие и выплаты»: the dealer opens his cards, and they are compared (equal hands; the dealer's higher). */
const PUSH = [page('StudExample', { testId: 'stud-live-push' })];
const LOSE = [page('StudExample', { testId: 'stud-live-lose' })];

/** Stud's pieces of the texts, in text order. */
export const stud: GameSentences = {
  game: 'stud',
  pieces: [
    skip(F, 1, 'Реферат: Организационно-правовые формы', 'A stray heading of the document the text was copied from.'),
    rule('stud-1', F, 3, 'Флеш - 5 карт одной масти.', {
      page: P,
      engine: [NAIVE_EVAL],
      example: NAMER,
      drills: [drill('stud-name', 'flush')],
    }),
    rule('stud-2', F, 5, 'Стрит - 5 последовательных карт, например, 9-8-7-6-5.', {
      page: P,
      engine: [NAIVE_EVAL],
      example: NAMER,
      drills: [drill('stud-name', 'straight')],
    }),
    rule('stud-3', F, 5, 'Масти карт значения не имеют.', {
      page: P,
      engine: [NAIVE_EVAL],
      example: NAMER,
      drills: [drill('stud-name', 'straight')],
    }),
    rule(
      'stud-4',
      F,
      5,
      'Туз может быть как самой старшей (Т-К-Д-В-10), так и самой младшей картой комбинации (5-4-3-2-Т).',
      {
        page: P,
        engine: [test(EVAL, 'the text names the highest and the lowest straight')],
        example: NAMER,
        drills: [drill('stud-compare', 'wheel'), drill('stud-qualify', 'wheel')],
      },
    ),
    rule('stud-5', F, 5, 'Последовательность с тузом внутри ((3-2-Т-К-Д) стритом не считается.', {
      page: P,
      engine: [test(EVAL, '%s wraps around the ace and is no straight')],
      example: NAMER,
      drills: [drill('stud-compare', 'no-wrap'), drill('stud-qualify', 'no-wrap')],
    }),
    rule('stud-6', F, 7, 'Тройка - 3 карты одного ранга, например, 9-9-9-Д-4.', {
      page: P,
      engine: [BEATS],
      example: NAMER,
      drills: [drill('stud-name', 'threeOfAKind')],
    }),
    rule('stud-7', F, 9, 'Две пары - две карты одного ранга и две другого, например, Т-Т-5-5-10.', {
      page: P,
      engine: [BEATS],
      example: NAMER,
      drills: [drill('stud-name', 'twoPair')],
    }),
    rule('stud-8', F, 11, 'Пара - две карты одного ранга, например, 8-8-К-4-2.', {
      page: P,
      engine: [IS],
      example: NAMER,
      drills: [drill('stud-name', 'pair')],
    }),
    rule('stud-9', F, 13, 'Туз-король - туз и король произвольных мастей, например, Т-К-8-7-3.', {
      page: P,
      engine: [IS],
      example: NAMER,
      drills: [drill('stud-name', 'aceKing')],
    }),
    rule(
      'stud-10',
      F,
      15,
      'Нет игры - карты не составляют ни одну из вышеперечисленных комбинаций, например, В-10-7-5-2.',
      { page: P, engine: [IS], example: NAMER, drills: [drill('stud-name', 'noGame')] },
    ),
    rule('stud-11', F, 17, 'Чем старше комбинация, тем выше ценность расклада.', {
      page: P,
      engine: [NAIVE_EVAL],
      example: COMPARER,
      drills: [drill('stud-compare')],
    }),
    rule(
      'stud-12',
      F,
      17,
      'Если два расклада относятся к одной и той же комбинации, то их относительная ценность определяется, как в обычном клубном покере - в зависимости от старшинства карт.',
      { page: P, engine: [BEATS], example: COMPARER, drills: [drill('stud-compare', 'kicker')] },
    ),
    skip(F, 19, 'Поясним это на примерах:', 'Narration: the examples follow.'),
    rule('stud-13', F, 21, 'Туз-король Т-К-В-3-2 старше, чем Т-К-10-9-8 (валет старше десятки);', {
      page: P,
      engine: [BEATS],
      example: COMPARER,
      drills: [drill('stud-compare', 'kicker')],
    }),
    rule('stud-14', F, 23, 'Пара 5-5-4-3-2 старше, чем 4-4-Т-К-Д (сравнивается достоинство парных карт);', {
      page: P,
      engine: [BEATS],
      example: COMPARER,
      drills: [drill('stud-compare', 'pair-rank')],
    }),
    rule('stud-15', F, 25, 'Пара 5-5-Д-3-2 старше, чем 5-5-В-10-9 (дама старше валета);', {
      page: P,
      engine: [BEATS],
      example: COMPARER,
      drills: [drill('stud-compare', 'kicker')],
    }),
    rule('stud-16', F, 27, 'Две пары Т-Т-2-2-3 старше, чем К-К-Д-Д-A (сравнивается достоинство карт старшей пары);', {
      page: P,
      engine: [BEATS],
      example: COMPARER,
      drills: [drill('stud-compare', 'two-pair')],
    }),
    rule('stud-17', F, 29, 'Стрит Т-К-Д-В-10 - самый старший, 5-4-3-2-Т - самый младший;', {
      page: P,
      engine: [test(EVAL, 'the text names the highest and the lowest straight')],
      example: COMPARER,
      drills: [drill('stud-compare', 'wheel')],
    }),
    rule('stud-18', F, 31, 'Фулл 3-3-3-2-2 старше, чем 2-2-2-Т-Т (карта из тройки весомее, чем из пары).', {
      page: P,
      engine: [BEATS],
      example: COMPARER,
      drills: [drill('stud-compare', 'full')],
    }),
    rule('stud-19', F, 33, 'Между мастями приоритеты не установлены.', {
      page: P,
      engine: [test(EVAL, 'royal flushes of hearts and clubs tie; suits never rank')],
      example: COMPARER,
      drills: [drill('stud-compare', 'tie')],
    }),
    rule('stud-20', F, 33, 'Поэтому два расклада из карт попарно одинакового ранга имеют одну и ту же ценность.', {
      page: P,
      engine: [test(EVAL, 'royal flushes of hearts and clubs tie; suits never rank')],
      example: COMPARER,
      drills: [drill('stud-compare', 'tie')],
    }),
    rule('stud-21', F, 33, 'Например, червовый и трефовый флеш-рояли равноценны.', {
      page: P,
      engine: [test(EVAL, 'royal flushes of hearts and clubs tie; suits never rank')],
      example: COMPARER,
      drills: [drill('stud-compare', 'tie')],
    }),
    rule('stud-22', F, 35, 'После оценки расклада игрок должен сделать выбор.', {
      page: P,
      engine: [FOLD, EXCHANGE],
      example: DECIDE,
      drills: [drill('stud-decision')],
    }),
    rule('stud-23', F, 35, 'Здесь можно принять одно из трех решений:', {
      page: P,
      engine: [EXCHANGE],
      example: DECIDE,
      drills: [drill('stud-decision'), drill('stud-options', 'dealt')],
    }),
    rule('stud-24', F, 37, 'Решение 1. Немедленно сдаться.', {
      page: P,
      engine: [FOLD],
      example: DECIDE,
      drills: [drill('stud-decision', 'noGame')],
    }),
    rule('stud-25', F, 37, 'Ставка АНТЕ тут же теряется, игра окончена.', {
      page: P,
      engine: [FOLD, test(RULES, 'settlement by outcome (the payout calculator)')],
      example: DECIDE,
      drills: [drill('stud-options', 'fold')],
    }),
    rule('stud-26', F, 39, 'Решение 2. Продолжать игру на имеющихся картах.', {
      page: P,
      engine: [HAND_WORKED],
      example: DECIDE,
      drills: [drill('stud-decision', 'pair')],
    }),
    rule(
      'stud-27',
      F,
      41,
      'Если игрок принимает решение продолжать игру на имеющихся картах, то при этом основная ставка, вдвое больше, чем начальная ставка в боксе АНТЕ, делается автоматически.',
      {
        page: P,
        engine: [HAND_WORKED, test(RULES, 'a raise of 2 × %d from a balance of %d is covered: %s')],
        example: DECIDE,
        drills: [drill('stud-fees', 'max-ante'), drill('stud-payout')],
      },
    ),
    skip(F, 41, 'Иногда описанную процедуру называют подъёмом ставки.', 'A name for the raise, no rule.'),
    rule(
      'stud-28',
      F,
      43,
      'Решение 3. Оценив свои шансы, попробовать заменить одну или две карты с целью получения более выигрышной комбинации.',
      { page: P, engine: [EXCHANGE], example: DECIDE, drills: [drill('stud-decision', 'flush-draw')] },
    ),
    rule(
      'stud-29',
      F,
      43,
      'Имея, например, Д-9-8-7-6, можно выбросить даму в надежде получить десятку или пятёрку и образовать стрит.',
      {
        page: P,
        engine: [
          test(
            'packages/engine/src/stud/analysis/analysis.test.ts',
            "a four-card royal draw: exchanging the odd card is best; the text's Д-9-8-7-6 throws the queen",
          ),
        ],
        example: [page('StudExample', { testId: 'stud-live-queen' })],
        drills: [drill('stud-decision', 'straight-draw')],
      },
    ),
    rule('stud-30', F, 43, 'Замена одной карты оплачивается суммой, равной ставке АНТЕ,', {
      page: P,
      engine: [test(ROUND, 'one card costs one ante')],
      example: [page('ExchangeCost')],
      drills: [drill('stud-fees', 'fee-1')],
    }),
    rule('stud-31', F, 43, 'замена двух карт стоит полторы ставки АНТЕ.', {
      page: P,
      engine: [EXCHANGE],
      example: [page('ExchangeCost')],
      drills: [drill('stud-fees', 'fee-2')],
    }),
    rule('stud-32', F, 43, 'Дилер взамен выдает одну или две новые карты.', {
      page: P,
      engine: [EXCHANGE, test(ROUND, 'one card costs one ante')],
      example: SHORT,
      drills: none('The dealer’s routine, no decision of the trainee’s.'),
    }),
    rule(
      'stud-33',
      F,
      43,
      'Игрок снова оценивает пять своих карт, и если замена оказалась удачной, принимает решение 2.',
      {
        page: P,
        engine: [EXCHANGE],
        example: SHORT,
        drills: [drill('stud-options', 'exchanged')],
      },
    ),
    rule('stud-34', F, 43, 'А если не повезло, можно сразу же прекратить игру - решение 1.', {
      page: P,
      engine: [EXCHANGE],
      example: SHORT,
      drills: [drill('stud-options', 'exchanged')],
    }),
    rule('stud-35', F, 43, 'Других альтернатив уже нет.', {
      page: P,
      engine: [EXCHANGE, test(ROUND, 'exchanging twice')],
      example: SHORT,
      drills: [drill('stud-options', 'exchanged')],
    }),
    rule(
      'stud-36',
      F,
      45,
      'При обмене карт есть одно ограничение: обмен будет ограничен одной картой или запрещен, если денег на счету игрока недостаточно, чтобы поставить основную СТАВКУ после платы за обмен.',
      {
        page: P,
        engine: [test(ROUND, 'the balance limits the exchange to one card'), test(ROUND, 'or refuses it')],
        example: [page('ExchangeCost')],
        drills: [drill('stud-fees', 'exchange'), drill('stud-options', 'short')],
      },
    ),
    rule('stud-37', F, 47, 'После того, как игрок сделал выбор, дилер открывает свои карты.', {
      page: P,
      engine: [HAND_WORKED],
      example: [...PUSH, ...LOSE],
      drills: [drill('stud-payout'), drill('stud-spot')],
    }),
    rule('stud-38', F, 47, 'Допустим пока, что у него значащая (не пустая) комбинация.', {
      page: P,
      engine: [QUALIFY],
      example: [page('PayoutCalc')],
      drills: [drill('stud-qualify')],
    }),
    rule('stud-39', F, 47, 'В этом случае его расклад сравнивается с картами игрока.', {
      page: P,
      engine: [HAND_WORKED],
      example: [...PUSH, ...LOSE],
      drills: [drill('stud-payout')],
    }),
    rule('stud-40', F, 47, 'Если расклад игрока оказался хуже, игрок теряет всё, что поставил в боксы.', {
      page: P,
      engine: [test(ROUND, '%s', 'player lower: ante and bet lost')],
      example: LOSE,
      drills: [drill('stud-payout', 'lose')],
    }),
    rule('stud-41', F, 47, 'При равноценных раскладах игрок останется при своих.', {
      page: P,
      engine: [test(ROUND, '%s', 'equal hands: both returned')],
      example: PUSH,
      drills: [drill('stud-payout', 'push')],
    }),
    skip(F, 47, 'Если проигрывает крупье, начинается самое интересное.', 'Narration: the payouts follow.'),
    rule('stud-42', F, 49, 'Ставка АНТЕ будет оплачена в соотношении 1:1.', {
      page: P,
      engine: [HAND_WORKED],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'pair'), drill('stud-pay-chips', 'pair')],
    }),
    rule('stud-43', F, 49, 'Зато основная СТАВКА оплачивается в зависимости от вашей покерной комбинации.', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout')],
    }),
    skip(F, 49, 'Вот таблица соотношений:', 'Narration: the table follows.'),
    skip(F, 51, 'Комбинация	Соотношение', 'The payout table’s header row.'),
    rule('stud-44', F, 52, 'Флеш-Рояль	100:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'royalFlush')],
    }),
    rule('stud-45', F, 53, 'Стрит-Флеш	50:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'straightFlush')],
    }),
    rule('stud-46', F, 54, 'Каре	20:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'fourOfAKind')],
    }),
    rule('stud-47', F, 55, 'Фулл	7:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'fullHouse')],
    }),
    rule('stud-48', F, 56, 'Флеш	5:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'flush')],
    }),
    rule('stud-49', F, 57, 'Стрит	4:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'straight')],
    }),
    rule('stud-50', F, 58, 'Тройка	3:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'threeOfAKind')],
    }),
    rule('stud-51', F, 59, 'Две пары	2:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'twoPair')],
    }),
    rule('stud-52', F, 60, 'Пара	1:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'pair')],
    }),
    rule('stud-53', F, 61, 'Туз-Король	1:1', {
      page: P,
      engine: [PAYTABLE],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'aceKing')],
    }),
    rule(
      'stud-54',
      F,
      63,
      'Если ставка АНТЕ - 10 (основная СТАВКА - 20), общий выигрыш игрока, у которого выпал Фулл, составит 150.',
      {
        page: P,
        engine: [test(ROUND, '%s', 'full house against a qualifying pair: 10 + 7 × 20 = 150 (the text)')],
        example: PAYOUTS,
        drills: [
          drill('stud-payout', 'fullHouse'),
          drill('stud-pay-chips', 'fullHouse'),
          drill('stud-payout', 'worked'),
        ],
      },
    ),
    rule('stud-55', F, 63, 'За Флеш-Рояль игроку будет выплачено 2010.', {
      page: P,
      engine: [test(ROUND, '%s', 'royal flush against a qualifying ace-king: 10 + 100 × 20 = 2010 (the text)')],
      example: PAYOUTS,
      drills: [drill('stud-payout', 'worked')],
    }),
    skip(
      F,
      65,
      'Предполагалось, что дилеру пришла значащая комбинация.',
      'Narration: recalls the assumption of line 47.',
    ),
    rule('stud-56', F, 65, 'Если это не так, карты игрока никого не интересуют.', {
      page: P,
      engine: [NO_GAME],
      example: NOGAME,
      drills: [drill('stud-qualify'), drill('stud-payout', 'no-game')],
    }),
    rule('stud-57', F, 65, 'В этом случае говорят, что у дилера "нет игры".', {
      page: P,
      engine: [QUALIFY],
      example: NOGAME,
      drills: [drill('stud-qualify')],
    }),
    rule('stud-58', F, 65, 'Игрок выиграл в любом случае - даже если у него тоже "нет игры".', {
      page: P,
      engine: [NO_GAME],
      example: NOGAME,
      drills: [drill('stud-payout', 'no-game')],
    }),
    rule('stud-59', F, 65, 'В этом случае его выигрыш будет равняться ставке АНТЕ - не больше и не меньше.', {
      page: P,
      engine: [NO_GAME],
      example: NOGAME,
      drills: [drill('stud-payout', 'no-game'), drill('stud-pay-chips', 'no-game')],
    }),
  ],
};
