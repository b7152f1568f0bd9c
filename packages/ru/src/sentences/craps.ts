/**
 * Craps's sentences: `docs/texts/000_…txt` from line 22 («2.3. Крапс») to the end, where the text stops at
 * the heading «Ставки "Совпадение"». The page is `craps.mdx`.
 *
 * @module
 */
import { drill, example, none, rule, skip, test, TEXT_FILES } from './build.js';
import type { GameSentences } from './types.js';

const { t000: F } = TEXT_FILES;
const ROUND = 'packages/engine/src/craps/round.test.ts';
const SETTLE = 'packages/engine/src/craps/settle.test.ts';
const DICE = 'packages/engine/src/dice/dice.test.ts';
const P = 'craps';
const page = (component: string, props?: Readonly<Record<string, string>>) => example(P, component, props);

const TABLE = test(SETTLE, '%s with the puck on %s');
const HAND = test(ROUND, 'hand-worked rounds');
const CHANGE = test(ROUND, 'what may be changed, and when (the text and the casino rule)');
const LINE_TIMING = test(
  ROUND,
  'refuses come bets on a come-out and line bets after the point, saying what to bet instead',
);
const PUCK = test(
  ROUND,
  'starts with the puck off, between pass-line decisions; a point turns it on, a decision off again',
);
const OVERVIEW = none(
  'The page marks this paragraph as a deliberate exception (data-no-example, decision 023): an overview whose every rule is played by the examples of the sections below.',
);
const ORDER = none(
  'The page marks this paragraph as a deliberate exception (data-no-example, decision 023): the order of bets and the roll, played by the «Проходит» and «Не проходит» examples below.',
);
const TWO_DICE = [page('CrapsLine', { bet: 'pass', testId: 'crp-live-table' })];
const DONT = [page('CrapsLine', { bet: 'dontPass' })];
const PASS = [page('PuckCycle')];

/** Craps's pieces of the texts, in text order. */
export const craps: GameSentences = {
  game: 'craps',
  pieces: [
    skip(F, 22, '2.3. Крапс', 'A heading: the start of the craps chapter.'),
    skip(F, 23, 'Суть игры', 'A heading.'),
    rule(
      'craps-1',
      F,
      24,
      'Ставки, сделанные на разные поля, выигрывают или проигрывают в зависимости от выпавшей на двух костях комбинации.',
      {
        page: P,
        engine: [TABLE],
        example: OVERVIEW,
        drills: [drill('craps-roll-effect')],
      },
    ),
    rule('craps-2', F, 24, 'Результат игры зависит не только от последнего броска костей, но и от предыдущих.', {
      page: P,
      engine: [PUCK],
      example: OVERVIEW,
      drills: [drill('craps-roll-effect', 'pass')],
    }),
    skip(F, 25, 'Игровой стол', 'A heading.'),
    rule(
      'craps-3',
      F,
      26,
      'Стол для игры в крапс состоит из большого количества полей, соответствующих различным типам ставок.',
      {
        page: P,
        engine: [TABLE],
        example: none(
          'A description of the layout: the site draws no felt; each bet’s field is played by the example of its own section, all of them on the live table («Живой стол», RollLab).',
        ),
        drills: none(
          'A description of the layout, nothing to decide; the bets’ own rules are drilled (craps-roll-effect).',
        ),
      },
    ),
    rule('craps-4', F, 26, 'Игра ведется двумя костями, каждая из которых имеет по шесть пронумерованных граней.', {
      page: P,
      engine: [test(DICE, 'rolls two faces 1–6')],
      example: TWO_DICE,
      drills: none(
        'A fact of the dice with nothing to decide; their totals are drilled where the text gives them (craps-6, craps-7).',
      ),
    }),
    rule('craps-5', F, 26, 'На грани нанесены точки в количестве от одной до шести.', {
      page: P,
      engine: [test(DICE, 'rolls two faces 1–6')],
      example: TWO_DICE,
      drills: none(
        'A fact of the dice with nothing to decide; their totals are drilled where the text gives them (craps-6, craps-7).',
      ),
    }),
    rule(
      'craps-6',
      F,
      26,
      'Выбросив две кости одновременно, можно получить минимальную сумму в два очка - если на обеих костях окажется по единице.',
      {
        page: P,
        engine: [test(DICE, 'WAYS counts the 36 outcomes of two dice by total (enumerated here independently)')],
        example: TWO_DICE,
        drills: [drill('dice-totals', 'min'), drill('dice-totals', 'ways-2')],
      },
    ),
    rule('craps-7', F, 26, 'Максимальное количество выброшенных очков составляет двенадцать (шесть и шесть).', {
      page: P,
      engine: [test(DICE, 'WAYS counts the 36 outcomes of two dice by total (enumerated here independently)')],
      example: TWO_DICE,
      drills: [drill('dice-totals', 'max'), drill('dice-totals', 'ways-12')],
    }),
    skip(F, 27, 'Правила игры', 'A heading.'),
    rule('craps-8', F, 28, 'Прежде чем бросать кости, игрок может сделать ставки на различные поля игрового стола.', {
      page: P,
      engine: [HAND],
      example: ORDER,
      drills: [drill('craps-may-change', 'pass-increase-comeout')],
    }),
    skip(F, 28, 'Фишку, которую игрок хочет поставить, ставит на поле.', 'Narration: how a chip is put down, no rule.'),
    rule('craps-9', F, 28, 'Когда все ставки будут сделаны, игрок бросает кости.', {
      page: P,
      engine: [HAND],
      example: ORDER,
      drills: none('The order of play, no decision of the trainee’s.'),
    }),
    skip(F, 29, 'Cтавки', 'A heading.'),
    skip(F, 30, 'Ставка "Проходит"', 'A heading.'),
    rule(
      'craps-10',
      F,
      31,
      'Ставка "Проходит" делается на поле, обозначенное "ПРОХОДИТ", на игровом столе перед начальным броском костей, т.е. перед первым броском костей в новом раунде игры в крапс.',
      {
        page: P,
        engine: [LINE_TIMING],
        example: PASS,
        drills: [drill('craps-may-change', 'pass-increase-comeout')],
      },
    ),
    rule('craps-11', F, 31, 'Ставка "Проходит" выигрывает, если при первом броске выпадает 7 или 11,', {
      page: P,
      engine: [
        TABLE,
        test(
          ROUND,
          'pass: 7 on the come-out wins 1:1 (the text: «выигрывает, если при первом броске выпадает 7 или 11»)',
        ),
      ],
      example: PASS,
      drills: [drill('craps-come-out', 'pass-7'), drill('craps-come-out', 'pass-11')],
    }),
    rule('craps-12', F, 31, 'и проигрывает, если выпадает 2, 3 или 12.', {
      page: P,
      engine: [TABLE],
      example: PASS,
      drills: [
        drill('craps-come-out', 'pass-2'),
        drill('craps-come-out', 'pass-3'),
        drill('craps-come-out', 'pass-12'),
      ],
    }),
    rule('craps-13', F, 31, 'Если выпадает 4, 5, 6, 8, 9 или 10, это число называется пунктом.', {
      page: P,
      engine: [PUCK],
      example: PASS,
      drills: [drill('craps-come-out', 'pass-6')],
    }),
    rule(
      'craps-14',
      F,
      31,
      'Чтобы выиграть ставку "Проходит", игрок должен выбросить пункт прежде, чем опять выпадет 7.',
      {
        page: P,
        engine: [TABLE],
        example: PASS,
        drills: [drill('craps-roll-effect', 'pass')],
      },
    ),
    rule(
      'craps-15',
      F,
      31,
      'Если у игрока 7 выпадет перед тем, как опять выпадет пункт, ставка "Проходит" проигрывает.',
      {
        page: P,
        engine: [TABLE],
        example: PASS,
        drills: [drill('craps-roll-effect', 'pass')],
      },
    ),
    rule('craps-16', F, 31, 'Выигравшая ставка "Проходит" оплачивается 1 : 1.', {
      page: P,
      engine: [
        TABLE,
        test(
          ROUND,
          'pass: 7 on the come-out wins 1:1 (the text: «выигрывает, если при первом броске выпадает 7 или 11»)',
        ),
      ],
      example: PASS,
      drills: [drill('craps-payout', 'pass')],
    }),
    rule(
      'craps-17',
      F,
      31,
      'После установки пункта, неразыгранные ставки "Проходит" могут быть увеличены, уменьшены или сняты.',
      {
        page: P,
        engine: [CHANGE],
        example: [example('craps', 'LineChanges', { bet: 'pass' })],
        drills: [
          drill('craps-may-change', 'pass-increase-point'),
          drill('craps-may-change', 'pass-reduce-point'),
          drill('craps-may-change', 'pass-remove-point'),
        ],
      },
    ),
    skip(F, 32, 'Ставки "Не проходит"', 'A heading.'),
    rule(
      'craps-18',
      F,
      33,
      'Ставка "Не проходит" - это ставка, противоположная ставке "Проходит", она делается на поле "Не проходит" перед первым броском костей в игровом раунде.',
      {
        page: P,
        engine: [LINE_TIMING],
        example: DONT,
        drills: [drill('craps-may-change', 'dontPass-increase-comeout')],
      },
    ),
    rule('craps-19', F, 33, 'Если у игрока выпадет 3 или 12 при первом броске, ставка "Не проходит" выигрывает.', {
      page: P,
      engine: [
        TABLE,
        test(ROUND, "don't pass: a 2 on the come-out is returned (bar 2), a 12 wins; the casino preset bars 12"),
      ],
      example: DONT,
      drills: [drill('craps-come-out', 'dontPass-3'), drill('craps-come-out', 'dontPass-12')],
    }),
    rule('craps-20', F, 33, 'Если же при первом броске выпадает 7 или 11, ставка "Не проходит" проигрывает.', {
      page: P,
      engine: [TABLE],
      example: DONT,
      drills: [drill('craps-come-out', 'dontPass-7'), drill('craps-come-out', 'dontPass-11')],
    }),
    rule('craps-21', F, 33, 'Если при первом броске выпадает 2, ставка "Не проходит" возвращается игроку.', {
      page: P,
      engine: [
        TABLE,
        test(ROUND, "don't pass: a 2 on the come-out is returned (bar 2), a 12 wins; the casino preset bars 12"),
      ],
      example: DONT,
      drills: [drill('craps-come-out', 'dontPass-2')],
    }),
    rule('craps-22', F, 33, 'Если при первом броске выпадает 4, 5, 6, 8, 9 или 10, это число становится пунктом.', {
      page: P,
      engine: [PUCK],
      example: DONT,
      drills: [drill('craps-come-out', 'dontPass-4')],
    }),
    rule(
      'craps-23',
      F,
      33,
      'После установки пункта, ставки "Не проходит" выигрывают, если у игрока выпадает 7 прежде, чем опять выпадет пункт.',
      {
        page: P,
        engine: [TABLE],
        example: DONT,
        drills: [drill('craps-roll-effect', 'dontPass')],
      },
    ),
    rule('craps-24', F, 33, 'Если у игрока пункт выпадает до 7, ставки "Не проходит" проигрывают.', {
      page: P,
      engine: [TABLE],
      example: DONT,
      drills: [drill('craps-roll-effect', 'dontPass')],
    }),
    rule('craps-25', F, 33, 'Выигравшая ставка "Не проходит" оплачивается 1 : 1.', {
      page: P,
      engine: [TABLE],
      example: DONT,
      drills: [drill('craps-payout', 'dontPass')],
    }),
    rule(
      'craps-26',
      F,
      33,
      'В отличие от ставок "Проходит", неразыгранные ставки "Не проходит" можно снять или уменьшить, но не увеличить.',
      {
        page: P,
        engine: [CHANGE],
        example: [example('craps', 'LineChanges', { bet: 'dontPass' })],
        drills: [
          drill('craps-may-change', 'dontPass-increase-point'),
          drill('craps-may-change', 'dontPass-reduce-point'),
          drill('craps-may-change', 'dontPass-remove-point'),
        ],
      },
    ),
    skip(F, 34, 'Ставки "Совпадение"', 'The heading of a section the text does not give: it stops here.'),
  ],
};
