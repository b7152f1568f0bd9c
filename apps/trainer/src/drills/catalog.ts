/**
 * The drill catalog: what the list, the router and the rules picker know of every drill without loading
 * its code — id, game, Russian title and description, the rules its answers depend on — grouped by game,
 * in list order. Each game's drills (keys, items, checkers, pictures) are a chunk of their own, loaded when
 * a drill of the game is opened or its section of the list is shown (`load.ts`).
 *
 * A drill's definition in `./<game>/` takes these fields from here ({@link drillMeta}), so they are written
 * once; `catalog.test.ts` checks that every entry has its drill, in the registry's order (`index.ts`).
 *
 * @module
 */
import type { DrillGame, DrillMeta } from '../drill.ts';

/** A game's section: its Russian title and the rules site's page. */
export interface GameInfo {
  /** The game. */
  readonly game: DrillGame;
  /** The Russian section title. */
  readonly title: string;
  /** The rules site's page of the game. */
  readonly docsPath: string;
}

/** Section titles and site pages by game, in list order. */
export const GAMES: readonly GameInfo[] = [
  { game: 'general', title: 'Общее', docsPath: '/cards/' },
  { game: 'blackjack', title: 'Блекджек', docsPath: '/blackjack/' },
  { game: 'baccarat', title: 'Баккара', docsPath: '/baccarat/' },
  { game: 'craps', title: 'Крэпс', docsPath: '/craps/' },
  { game: 'stud', title: 'Покер', docsPath: '/poker/' },
];

/** Every drill's list entry, by game, in list order. */
export const CATALOG: { readonly [G in DrillGame]: readonly DrillMeta<G>[] } = {
  general: [
    {
      id: 'blackjack-total',
      game: 'general',
      title: 'Блекджек: сумма очков',
      description: 'Сколько очков у руки в блекджеке: картинки по 10, туз — 1 или 11.',
    },
    {
      id: 'blackjack-soft-hard',
      game: 'general',
      title: 'Блекджек: мягкая или жёсткая',
      description: 'Считается ли туз за 11 (мягкая рука) или за 1 (жёсткая), Блекджек или перебор.',
    },
    {
      id: 'baccarat-point',
      game: 'general',
      title: 'Баккара: очки руки',
      description: 'Очки двух или трёх карт в баккаре: картинки и десятки — 0, от суммы остаётся последняя цифра.',
    },
    {
      id: 'dice-totals',
      game: 'general',
      title: 'Кости: суммы двух костей',
      description: 'Какие суммы дают две кости — от 2 до 12 — и сколькими способами из 36 выпадает каждая.',
    },
  ],
  blackjack: [
    {
      id: 'blackjack-double',
      game: 'blackjack',
      title: 'Можно ли удвоить?',
      description:
        'Можно ли удвоить ставку на первых двух картах при этой сумме — по выбранным правилам; и можно ли после удвоения взять ещё карту.',
      rulesShown: ['doubleOn', 'doubleSoft'],
    },
    {
      id: 'blackjack-split',
      game: 'blackjack',
      title: 'Можно ли разделить?',
      description:
        'Можно ли разделить первые две карты на две руки — и разделить ли ещё раз пару, пришедшую после разделения, — по выбранным правилам.',
      rulesShown: ['splitBy', 'splitAces', 'maxHands'],
    },
    {
      id: 'blackjack-dealer-draws',
      game: 'blackjack',
      title: 'Крупье берёт карту?',
      description: 'Берёт ли крупье ещё карту при этой сумме — меньше 17 всегда, на мягких 17 по правилам стола.',
      rulesShown: ['dealerHitsSoft17'],
    },
    {
      id: 'blackjack-payout',
      game: 'blackjack',
      title: 'Сколько выиграл игрок?',
      description: 'Расчёт руки: выигрыш 1:1, Блекджек, страховка, равенство, удвоение против Блекджека крупье.',
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    },
    {
      id: 'blackjack-insurance',
      game: 'blackjack',
      title: 'Страховка',
      description:
        'Крупье открыл туза: сколько стоит страховка (ровно половина ставки, на нечётную ставку её не предлагают), что с ней без Блекджека крупье и сколько она платит.',
      rulesShown: ['insurance', 'insurancePays', 'rounding'],
    },
    {
      id: 'blackjack-strategy',
      game: 'blackjack',
      title: 'Базовая стратегия',
      description:
        'Лучший ход для первых двух карт против карты крупье — по точному расчёту движка для выбранных правил; ошибка показывает, сколько она стоит.',
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'doubleSoft', 'splitAces', 'surrender'],
      needs: 'blackjack-strategy',
    },
    {
      id: 'blackjack-running-count',
      game: 'blackjack',
      title: 'Текущий счёт',
      description:
        'Карты из настоящего башмака идут по одной или по две, всё быстрее после верных ответов; в случайный момент назовите текущий счёт выбранной системы.',
      rulesShown: ['decks'],
    },
    {
      id: 'blackjack-true-count',
      game: 'blackjack',
      title: 'Истинный счёт',
      description:
        'Текущий счёт и стопка сброса: оцените, сколько колод осталось, и назовите истинный счёт, округлённый так, как это делают игроки системы.',
      rulesShown: ['decks'],
    },
    {
      id: 'blackjack-deviations',
      game: 'blackjack',
      title: 'Отклонения по счёту',
      description:
        'Рука, карта крупье и истинный счёт Хай-Лоу — ваш ход по таблице индексов движка для выбранных правил (для своих правил она рассчитывается один раз); ошибка показывает, сколько она стоит при этом счёте.',
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'splitAces', 'surrender'],
      needs: 'blackjack-indices',
    },
    {
      id: 'blackjack-bet-ramp',
      game: 'blackjack',
      title: 'Ставка по счёту',
      description: 'Сколько ставить при этом счёте по шкале ставок: по Келли для вашего банка или по вашим ступеням.',
      needs: 'blackjack-spread',
    },
    {
      id: 'blackjack-pay-chips',
      game: 'blackjack',
      title: 'Блекджек: выплата фишками',
      description:
        'Соберите выигрыш из фишек: 1:1, Блекджек по правилам стола (с долей фишки на нечётной ставке), страховка.',
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    },
    {
      id: 'blackjack-spot',
      game: 'blackjack',
      title: 'Блекджек: найдите ошибку крупье',
      description:
        'Рука идёт по шагам; остановите её на шаге, где крупье ошибся в доборе или выплате, — или пропустите.',
      rulesShown: ['dealerHitsSoft17', 'blackjackPays', 'rounding'],
    },
  ],
  baccarat: [
    {
      id: 'baccarat-shoe',
      game: 'baccarat',
      title: 'Башмак и стол',
      description:
        'Из скольких колод башмак баккары по тексту (шесть или восемь), сколько в нём карт, сколько мест и крупье за столом.',
    },
    {
      id: 'baccarat-player-draws',
      game: 'baccarat',
      title: 'Третья карта игрока',
      description: 'Берёт ли игрок (Пунто) третью карту: при 0–5 очках берёт, при 6–7 стоит.',
    },
    {
      id: 'baccarat-banker-draws',
      game: 'baccarat',
      title: 'Третья карта крупье',
      description:
        'Берёт ли крупье (Банко) третью карту: каждая клетка таблицы — очки крупье против третьей карты игрока.',
      rulesShown: ['tableau'],
    },
    {
      id: 'baccarat-winner',
      game: 'baccarat',
      title: 'Кто выиграл кон',
      description: 'Сосчитайте очки обеих рук после раздачи и третьих карт и назовите исход: Банко, Пунто или ничья.',
      rulesShown: ['tableau'],
    },
    {
      id: 'baccarat-payout',
      game: 'baccarat',
      title: 'Выплата по ставке',
      description: 'Сколько фишек выигрыша получит ставка после кона: Банко, Пунто, ничья и побочные ставки стола.',
      rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'],
    },
    {
      id: 'baccarat-pay-chips',
      game: 'baccarat',
      title: 'Баккара: выплата фишками',
      description: 'Соберите выигрыш ставки из фишек: Банко по правилам стола (19:20 — с долей фишки), Пунто, ничья.',
      rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'],
    },
    {
      id: 'baccarat-spot',
      game: 'baccarat',
      title: 'Баккара: найдите ошибку крупье',
      description: 'Кон идёт по шагам; остановите его на шаге, где крупье ошибся, — или пропустите, если всё верно.',
      rulesShown: ['tableau', 'bankerPays', 'rounding'],
    },
  ],
  craps: [
    {
      id: 'craps-come-out',
      game: 'craps',
      title: 'Крэпс: выходной бросок',
      description: 'Что выходной бросок делает со ставками «Проходит» и «Не проходит».',
      rulesShown: ['dontPassBar'],
    },
    {
      id: 'craps-roll-effect',
      game: 'craps',
      title: 'Крэпс: что делает бросок',
      description:
        'Пункт установлен, кости брошены: выигрывает ставка, проигрывает, остаётся, возвращается или переходит на свой пункт?',
      rulesShown: ['dontPassBar'],
    },
    {
      id: 'craps-payout',
      game: 'craps',
      title: 'Крэпс: сколько платит ставка',
      description:
        'Выигрыш ставки «Проходит», «Не проходит», «На номер», свободных шансов и «Хард» — без самой ставки.',
      rulesShown: ['oddsLimit'],
    },
    {
      id: 'craps-may-change',
      game: 'craps',
      title: 'Крэпс: можно ли изменить ставку',
      description:
        'Можно ли увеличить, уменьшить или снять «Проходит» и «Не проходит» до выходного броска и после пункта.',
      rulesShown: ['passAfterPoint'],
    },
    {
      id: 'craps-max-odds',
      game: 'craps',
      title: 'Крэпс: предел свободных шансов',
      description:
        'Сколько фишек свободных шансов можно поставить за ставкой «Проходит» или «Не проходит» на этот пункт.',
      rulesShown: ['oddsLimit'],
    },
    {
      id: 'craps-better-bet',
      game: 'craps',
      title: 'Крэпс: какая ставка выгоднее',
      description:
        'Из двух ставок выбрать ту, на которой казино забирает меньше, — по точному преимуществу казино, посчитанному движком; ошибка стоит разницы преимуществ.',
      rulesShown: ['fieldPays12', 'commissionPercent'],
    },
    {
      id: 'craps-pay-chips',
      game: 'craps',
      title: 'Крэпс: выплата фишками',
      description:
        'Соберите из фишек выигрыш свободных шансов, ставок «На номер», «Купить» и «Лэй» и комиссию — по правилам стола.',
      rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'],
    },
    {
      id: 'craps-spot',
      game: 'craps',
      title: 'Крэпс: найдите ошибку крупье',
      description:
        'После броска крупье рассчитывает ставки по одной; остановите его на неверной выплате — или пропустите.',
      rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'],
    },
  ],
  stud: [
    {
      id: 'stud-name',
      game: 'stud',
      title: 'Покер: назовите комбинацию',
      description: 'Какая комбинация у пяти карт: от флеш-рояля до «нет игры».',
    },
    {
      id: 'stud-compare',
      game: 'stud',
      title: 'Покер: какой расклад старше',
      description: 'Сравните два расклада: кикеры, ранг пары, стрит 5-4-3-2-Т, туз внутри, равные масти.',
    },
    {
      id: 'stud-qualify',
      game: 'stud',
      title: 'Покер: есть ли у дилера игра',
      description: 'Играет ли дилер с этим раскладом; если нет — «нет игры»: АНТЕ оплачивается, СТАВКА возвращается.',
      rulesShown: ['qualifier'],
    },
    {
      id: 'stud-payout',
      game: 'stud',
      title: 'Покер: сколько выиграл игрок',
      description: 'Игрок сделал СТАВКУ; дилер открыл карты. Каков итог игрока в фишках?',
      rulesShown: ['qualifier', 'raiseMultiple', 'paytable'],
    },
    {
      id: 'stud-fees',
      game: 'stud',
      title: 'Покер: АНТЕ и плата за обмен',
      description:
        'Какое АНТЕ позволяет счёт, сколько стоит замена карт и сколько карт можно заменить, чтобы хватило на СТАВКУ.',
      rulesShown: ['raiseMultiple', 'maxExchange', 'feeOneCard', 'feeRounding'],
    },
    {
      id: 'stud-options',
      game: 'stud',
      title: 'Покер: решения игрока',
      description:
        'Какие из трёх решений есть у игрока сейчас — до обмена, после него, при малом счёте, — и сколько теряет тот, кто сдался.',
      rulesShown: ['maxExchange', 'feeOneCard', 'raiseMultiple', 'exchangeNeedsRaise'],
    },
    {
      id: 'stud-decision',
      game: 'stud',
      title: 'Покер: сдаться, играть или менять',
      description:
        'Лучшее решение по точному расчёту движка: сдаться, играть или заменить карты, как разрешают правила; цена ошибки — в долях АНТЕ.',
      rulesShown: ['upCards', 'maxExchange', 'feeOneCard', 'paytable'],
    },
    {
      id: 'stud-exchange',
      game: 'stud',
      title: 'Покер: какие карты заменить',
      description:
        'По правилам казино: заменить от одной до пяти карт за плату или не менять — по точному расчёту движка; цена ошибки — в долях АНТЕ.',
      rulesShown: ['upCards', 'maxExchange', 'feeFiveCards', 'paytable'],
    },
    {
      id: 'stud-sixth-card',
      game: 'stud',
      title: 'Покер: покупать ли шестую карту',
      description:
        'Купить шестую карту (играют лучшие пять из шести) или решать с пятью: играть или сдаться; цена ошибки — в долях АНТЕ.',
      rulesShown: ['sixthCard', 'feeSixthCard', 'paytable'],
    },
    {
      id: 'stud-sixth-play',
      game: 'stud',
      title: 'Покер: после шестой карты — играть или сдаться',
      description:
        'Шестая карта куплена, играют лучшие пять из шести: сделать СТАВКУ или сдаться — по точному расчёту движка; цена ошибки — в долях АНТЕ.',
      rulesShown: ['sixthCard', 'qualifier', 'paytable'],
    },
    {
      id: 'stud-insurance',
      game: 'stud',
      title: 'Покер: страховать ли от «нет игры»',
      description:
        'С тройкой и старше: играть без страховки или застраховаться от «нет игры» у дилера — на сколько; цена ошибки — в долях АНТЕ.',
      rulesShown: ['insurance', 'insuranceMax', 'paytable'],
    },
    {
      id: 'stud-buy-game',
      game: 'stud',
      title: 'Покер: покупать ли игру у дилера',
      description:
        'У дилера «нет игры»: взять выигрыш АНТЕ или заплатить за замену его старшей карты; цена ошибки — в долях АНТЕ.',
      rulesShown: ['buyGame', 'feeBuyGame', 'qualifier', 'paytable'],
    },
    {
      id: 'stud-pay-chips',
      game: 'stud',
      title: 'Покер: выплата фишками',
      description:
        'Игрок сделал СТАВКУ и выиграл: соберите из фишек выплату по АНТЕ и СТАВКЕ — с игрой у дилера и без неё.',
      rulesShown: ['qualifier', 'raiseMultiple', 'paytable'],
    },
    {
      id: 'stud-spot',
      game: 'stud',
      title: 'Покер: найдите ошибку дилера',
      description: 'Раунд идёт по шагам; остановите его там, где дилер ошибся с игрой или выплатой, — или пропустите.',
      rulesShown: ['qualifier', 'paytable'],
    },
  ],
};

/** A game's section of the list with its drills' entries. */
export interface MetaGroup extends GameInfo {
  /** Its drills, in order. */
  readonly drills: readonly DrillMeta[];
}

/** The sections to show, in list order: games without drills are left out. */
export const META_GROUPS: readonly MetaGroup[] = GAMES.filter((g) => CATALOG[g.game].length > 0).map((g) => ({
  ...g,
  drills: CATALOG[g.game],
}));

/** Every drill's entry, in list order. */
export const ALL_META: readonly DrillMeta[] = META_GROUPS.flatMap((g) => g.drills);

/**
 * A drill's entry by id.
 *
 * @param id - The drill id (as in `/drill/<id>`).
 */
export function findMeta(id: string): DrillMeta | undefined {
  return ALL_META.find((d) => d.id === id);
}

/**
 * A drill's catalog entry, for its definition to spread: the id, game, title, description and rules
 * written once, here.
 *
 * @param game - The drill's game (checked: a drill filed under another game is a bug).
 * @param id - The drill id.
 * @throws Error when the catalog has no such drill under that game (a bug, caught by any test of the drill).
 */
export function drillMeta<G extends DrillGame>(game: G, id: string): DrillMeta<G> {
  const meta = CATALOG[game].find((d) => d.id === id);
  if (meta === undefined) throw new Error(`drill catalog: no drill ${id} under ${game}`);
  return meta;
}
