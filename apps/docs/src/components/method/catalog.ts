/**
 * The figures each «Как это посчитано» page lists: what each is, in Russian, and the published figure
 * it matches (with its precision), or why there is none. The values come from the engine
 * (`computeFigure`), the commands from the id (`cliCommand`); the game pages link here.
 *
 * @module
 */
import { analyzeBets, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { crapsPlayNameRu } from '@croupier/ru';
import type { FigureGame } from './figures';

/** One figure of a method page. */
export interface CatalogEntry {
  /** The figure's id. */
  readonly id: string;
  /** What it is, in Russian. */
  readonly label: string;
  /** The published figure it matches, with its source and precision, or how it was checked by hand. */
  readonly reference: string;
  /** How it is written (default a percentage). */
  readonly as?: 'percent' | 'number' | 'fraction';
  /** Decimals. */
  readonly digits?: number;
}

const WOO_BACCARAT = 'Wizard of Odds, страница о баккаре, таблица преимущества казино';

/** The figures of each method page, in the order the page lists them. */
export const CATALOG: Readonly<Record<FigureGame, readonly CatalogEntry[]>> = {
  blackjack: [
    {
      id: 'blackjack/seed/main/houseEdge',
      label: 'Преимущество казино при игре по базовой стратегии, правила текста, 6 колод',
      reference:
        'Для правил текста опубликованной цифры нет. Тот же перебор воспроизводит Wizard of Odds (приложение 9, игра без закрытой карты, 6 колод, H17, удвоение после разделения: доход игрока −0,72705 %) с точностью до 3·10⁻⁶ ставки.',
      digits: 3,
    },
    {
      id: 'blackjack/seed/mainOptimal/houseEdge',
      label: 'То же при игре, учитывающей каждую вышедшую карту руки',
      reference: 'Опубликованной цифры для правил текста нет; метод проверен по тем же таблицам Wizard of Odds.',
      digits: 3,
    },
    {
      id: 'blackjack/casino/main/houseEdge',
      label: 'Преимущество казино при базовой стратегии, правила казино, 6 колод',
      reference:
        'Из бесконечной колоды те же правила дают 0,511734 % — цифра приложения 1 Wizard of Odds, совпадает до 5·10⁻⁹.',
      digits: 3,
    },
    {
      id: 'blackjack/seed/insurance/houseEdge',
      label: 'Преимущество казино на страховке, 6 колод',
      reference:
        'Вручную: после туза крупье в башмаке 311 карт, из них 96 десяток; 2 · 96/311 − 215/311 = −23/311. Wizard of Odds: 7,40 % для шести колод.',
      digits: 2,
    },
    {
      id: 'blackjack/seed/natural/probability',
      label: 'Вероятность Блекджека у игрока, 6 колод',
      reference: 'Вручную: 2 · 24/312 · 96/311 = 192/4043 (туз и десятка в любом порядке).',
      digits: 3,
    },
  ],
  baccarat: [
    ...(['casino', 'casino@6'] as const).flatMap((p) => {
      const decks = p === 'casino' ? 8 : 6;
      const pub =
        decks === 8
          ? { banker: '1,0579 %', player: '1,2351 %', tie: '14,3596 %' }
          : { banker: '1,0558 %', player: '1,2374 %', tie: '14,4382 %' };
      return [
        {
          id: `baccarat/${p}/banker/houseEdge`,
          label: `Банко 19:20, правила казино, ${decks} колод`,
          reference: `${WOO_BACCARAT}: ${pub.banker} (четыре знака).`,
        },
        {
          id: `baccarat/${p}/player/houseEdge`,
          label: `Пунто 1:1, правила казино, ${decks} колод`,
          reference: `${WOO_BACCARAT}: ${pub.player} (четыре знака).`,
        },
        {
          id: `baccarat/${p}/tie/houseEdge`,
          label: `Ничья 8:1, правила казино, ${decks} колод`,
          reference: `${WOO_BACCARAT}: ${pub.tie} (четыре знака).`,
        },
      ];
    }),
    ...(['seed', 'seed@6'] as const).flatMap((p) => {
      const decks = p === 'seed' ? 8 : 6;
      const none = 'Правило третьей карты текста не играют нигде: опубликованной цифры нет; перебор тот же.';
      return [
        { id: `baccarat/${p}/banker/houseEdge`, label: `Банко 19:20, правила текста, ${decks} колод`, reference: none },
        { id: `baccarat/${p}/player/houseEdge`, label: `Пунто 1:1, правила текста, ${decks} колод`, reference: none },
        { id: `baccarat/${p}/tie/houseEdge`, label: `Ничья 8:1, правила текста, ${decks} колод`, reference: none },
      ];
    }),
    ...(['casino', 'casino@6', 'seed', 'seed@6'] as const).flatMap((p) => {
      const decks = p.endsWith('@6') ? 6 : 8;
      const rules = p.startsWith('casino') ? 'правила казино' : 'правила текста';
      const reference =
        p === 'casino'
          ? 'Wizard of Odds, приложение 1 к странице о баккаре: число конов каждого исхода при 8 колодах (2 292 252 566 437 888 — Банко, 2 230 518 282 592 256 — Пунто, 475 627 426 473 216 — ничья) совпадает с перебором движка до единицы.'
          : 'Тот же перебор; опубликованы преимущества казино (выше), с ними он и сверен.';
      return (['banker', 'player', 'tie'] as const).map((b) => ({
        id: `baccarat/${p}/${b}/win`,
        label: `Вероятность: ${{ banker: 'выигрывает Банко', player: 'выигрывает Пунто', tie: 'ничья' }[b]}, ${rules}, ${decks} колод`,
        reference,
      }));
    }),
    {
      id: 'baccarat/casino/playerPair/houseEdge',
      label: 'Пара игрока 11:1, 8 колод',
      reference: 'Э. Джейкобсон, статья о ставке на пары (блог 888casino): 10,361 % (три знака).',
    },
    {
      id: 'baccarat/casino/bankerPair/houseEdge',
      label: 'Пара крупье 11:1, 8 колод',
      reference: 'Тот же источник: 10,361 % (три знака).',
    },
    {
      id: 'baccarat/casino+eitherPairPays=5:1/eitherPair/houseEdge',
      label: 'Любая пара 5:1, 8 колод',
      reference: 'Сводная таблица боковых ставок баккары (wordstreetjournal.com): 13,71 % (два знака).',
    },
    {
      id: 'baccarat/casino+perfectPairPays=25:1/perfectPair/houseEdge',
      label: 'Идеальная пара 25:1, 8 колод',
      reference: 'Wizard of Odds, идеальные пары, версия 1: доход −0,130294 (шесть знаков).',
    },
    {
      id: 'baccarat/noCommission/banker/houseEdge',
      label: 'Банко без комиссии, выигрыш Банко шестёркой платит 1:2, 8 колод',
      reference: 'Э. Джейкобсон, статья о ставке «Супер шесть» (блог 888casino): 1,4581 % (четыре знака).',
    },
    {
      id: 'baccarat/ez/banker/houseEdge',
      label: 'Банко без комиссии, выигрыш Банко тремя картами на 7 — возврат (EZ), 8 колод',
      reference: 'Wizard of Odds, страница о баккаре EZ: 1,0183 % (четыре знака).',
    },
    {
      id: 'baccarat/ez/dragon7/houseEdge',
      label: 'Дракон 7 (40:1), 8 колод',
      reference: 'Wizard of Odds, страница о баккаре EZ: доход −0,076113 (шесть знаков).',
    },
    {
      id: 'baccarat/ez/panda8/houseEdge',
      label: 'Панда 8 (25:1), 8 колод',
      reference: 'Wizard of Odds, страница о баккаре EZ: доход −0,101876 (шесть знаков).',
    },
  ],
  craps: [
    {
      id: 'craps/seed/pass/win',
      label: 'Вероятность выигрыша ставки «Проходит»',
      reference: 'Wizard of Odds, страница о крэпсе: 49,293 % (три знака); вручную 244/495.',
      digits: 3,
    },
    {
      id: 'craps/seed/pass/houseEdge',
      label: 'Преимущество казино, «Проходит»',
      reference: 'Wizard of Odds, страница о крэпсе: 1,414 % (три знака); вручную 7/495.',
      digits: 3,
    },
    {
      id: 'craps/seed/pass/expectedRolls',
      label: 'Бросков до решения ставки «Проходит»',
      reference: 'Wizard of Odds, приложение 1 к странице о крэпсе: 3,376 (три знака); точно 557/165.',
      as: 'number',
      digits: 3,
    },
    {
      id: 'craps/seed/dontPass/houseEdge',
      label: 'Преимущество казино, «Не проходит» (возврат на 2, как в тексте)',
      reference: 'Wizard of Odds, страница о крэпсе: 1,364 % на сделанную ставку (три знака); вручную 3/220.',
      digits: 3,
    },
    {
      id: 'craps/seed/dontPass/edgePerResolved',
      label: '«Не проходит» на решённую ставку (без возвратов)',
      reference: 'Wizard of Odds, страница о крэпсе: 1,403 % (три знака); вручную 27/1925.',
      digits: 3,
    },
    {
      id: 'craps/seed/come/houseEdge',
      label: 'Преимущество казино, «Приходит»',
      reference: 'Wizard of Odds, страница о крэпсе: 1,414 % (три знака) — как у «Проходит».',
      digits: 3,
    },
    {
      id: 'craps/seed/dontCome/houseEdge',
      label: 'Преимущество казино, «Не приходит»',
      reference: 'Wizard of Odds, страница о крэпсе: 1,364 % (три знака) — как у «Не проходит».',
      digits: 3,
    },
    {
      id: 'craps/seed/passTakenDownAtPoint/houseEdge',
      label: '«Проходит», снятая после пункта (правило текста)',
      reference: 'Вручную: 2/9 − 1/9 = 1/9 в пользу игрока. В казино ставку снять нельзя — опубликованной цифры нет.',
      digits: 2,
    },
    {
      id: 'craps/seed/passWithOdds/houseEdge',
      label: '«Проходит» с полными шансами 3-4-5×',
      reference: 'Wizard of Odds, страница о крэпсе: 0,374 % (три знака).',
      digits: 3,
    },
    {
      id: 'craps/seed/dontPassWithOdds/houseEdge',
      label: '«Не проходит» с полными шансами (выигрыш до 6 ставок)',
      reference: 'Wizard of Odds, страница о крэпсе: 0,273 % (три знака).',
      digits: 3,
    },
    {
      id: 'craps/seed/place6/houseEdge',
      label: '«На номер» 6 (7:6)',
      reference: 'Wizard of Odds, страница о крэпсе: 1,515 % (три знака); вручную 1/66.',
      digits: 3,
    },
    {
      id: 'craps/seed/field/houseEdge',
      label: '«Поле», 2 и 12 платят 2:1',
      reference: 'Wizard of Odds, страница о крэпсе: 5,556 % (три знака); вручную 1/18.',
      digits: 3,
    },
    {
      id: 'craps/seed/any7/houseEdge',
      label: '«Любая семёрка» 4:1',
      reference: 'Wizard of Odds, страница о крэпсе: 16,667 % (три знака); вручную 1/6.',
      digits: 3,
    },
  ],
  stud: [
    {
      id: 'stud/caribbean/ante/houseEdge',
      label: 'Карибский покер: преимущество казино на АНТЕ',
      reference: 'Wizard of Odds, страница о карибском покере: 5,2243 % (четыре знака).',
    },
    {
      id: 'stud/caribbean/ante/elementOfRisk',
      label: 'Карибский покер: на всю поставленную сумму',
      reference: 'Wizard of Odds, страница о карибском покере: 2,5553 % (четыре знака).',
    },
    ...(['seed+maxExchange=0', 'casino', 'seed'] as const).map((p) => ({
      id: `stud/${p}/ante/elementOfRisk`,
      label: `${{ 'seed+maxExchange=0': 'Игра из текста без обмена', casino: 'Игра из текста, обмен только одной карты', seed: 'Игра из текста с обменом одной или двух карт' }[p]}: на всю поставленную сумму`,
      reference: 'Опубликованной цифры нет; тот же перебор, что у карибского покера.',
    })),
    {
      id: 'stud/seed+maxExchange=0/ante/houseEdge',
      label: 'Игра из текста без обмена: преимущество казино на АНТЕ',
      reference: 'Опубликованной цифры нет: дилер закрыт, обмена нет — игра, которой нет в казино.',
    },
    {
      id: 'stud/casino/ante/houseEdge',
      label: 'Игра из текста, обмен только одной карты',
      reference: 'Опубликованной цифры нет.',
    },
    {
      id: 'stud/seed/ante/houseEdge',
      label: 'Игра из текста с обменом одной или двух карт',
      reference: 'Опубликованной цифры нет; метод тот же, что у карибского покера, совпадающего с Wizard of Odds.',
    },
  ],
};

// Wizard of Odds, «Craps», the house edge table (per bet made; the engine's tests check each to three
// decimals): the text's rules, and the casino's where they differ (commission on wins, 12 pays 3:1).
const WOO_CRAPS_SEED: Readonly<Record<string, string>> = {
  place4: '6,667',
  place5: '4,000',
  place6: '1,515',
  place8: '1,515',
  place9: '4,000',
  place10: '6,667',
  placeToLose4: '3,030',
  placeToLose5: '2,500',
  placeToLose6: '1,818',
  buy4: '4,762',
  buy5: '4,762',
  buy6: '4,762',
  lay4: '2,439',
  lay5: '3,226',
  lay6: '4,000',
  field: '5,556',
  big6: '9,091',
  big8: '9,091',
  hard4: '11,111',
  hard6: '9,091',
  hard8: '9,091',
  hard10: '11,111',
  any7: '16,667',
  anyCraps: '11,111',
  two: '13,889',
  three: '11,111',
  eleven: '11,111',
  twelve: '13,889',
  horn: '12,500',
  pass: '1,414',
  dontPass: '1,364',
  come: '1,414',
  dontCome: '1,364',
  passWithOdds: '0,374',
  dontPassWithOdds: '0,273',
};
const WOO_CRAPS_CASINO: Readonly<Record<string, string>> = {
  buy4: '1,667',
  buy5: '2,000',
  buy6: '2,273',
  lay4: '1,667',
  lay5: '2,000',
  lay6: '2,273',
  field: '2,778',
};

/** Every bet of the craps odds table, under the text's rules and the casino's (rows not listed above). */
function crapsTableEntries(): CatalogEntry[] {
  const listed = new Set(CATALOG.craps.map((e) => e.id));
  const seedEdges = new Map(analyzeBets(crapsRules({ preset: 'seed' })).map((b) => [b.id, b.houseEdge]));
  const out: CatalogEntry[] = [];
  for (const [preset, rules] of [
    ['seed', 'правила текста'],
    ['casino', 'правила казино'],
  ] as const) {
    for (const b of analyzeBets(crapsRules({ preset }))) {
      const id = `craps/${preset}/${b.id}/houseEdge`;
      if (listed.has(id)) continue;
      const seed = seedEdges.get(b.id);
      // A casino figure equal to the text's has the text's published figure.
      const sameAsSeed = seed !== undefined && seed.num === b.houseEdge.num && seed.den === b.houseEdge.den;
      const pub =
        preset === 'seed'
          ? WOO_CRAPS_SEED[b.id]
          : (WOO_CRAPS_CASINO[b.id] ?? (sameAsSeed ? WOO_CRAPS_SEED[b.id] : undefined));
      out.push({
        id,
        label: `${crapsPlayNameRu(b.id)}: преимущество казино, ${rules}`,
        reference: pub
          ? `Wizard of Odds, страница о крэпсе: ${pub} % (три знака).`
          : /Odds\d+$/.test(b.id)
            ? 'Шансы платят по истинным шансам: преимущества у казино нет, 0 — вручную.'
            : 'Опубликованной цифры сайт не сверял; цепь та же, что у ставок выше.',
        digits: 3,
      });
    }
  }
  // The table's other columns under the text's rules: the chance to win, the edge per resolved bet, the
  // rolls to a decision.
  const FIELDS = [
    ['win', 'вероятность выигрыша', 'percent', 2],
    ['edgePerResolved', 'преимущество казино на решённую ставку (без возвратов)', 'percent', 3],
    ['expectedRolls', 'бросков до решения', 'number', 2],
  ] as const;
  for (const b of analyzeBets(crapsRules({ preset: 'seed' }))) {
    for (const [field, what, as, digits] of FIELDS) {
      const id = `craps/seed/${b.id}/${field}`;
      if (listed.has(id)) continue;
      out.push({
        id,
        label: `${crapsPlayNameRu(b.id)}: ${what}, правила текста`,
        reference: 'Опубликованной цифры сайт не сверял; та же цепь, что у преимущества казино на этой ставке.',
        as,
        digits,
      });
    }
  }
  return out;
}

(CATALOG.craps as CatalogEntry[]).push(...crapsTableEntries());
