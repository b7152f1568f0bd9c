/**
 * A table's rules in short Russian phrases, one per rule, for the line a trainer item shows («Правила: по
 * тексту — крупье стоит на мягких 17») and the options of a rules picker: each phrase is worded from the
 * rules object itself, so it always says what the engine will play.
 *
 * @module
 */
import type { BaccaratRules } from '@croupier/engine/baccarat';
import type { BlackjackRules } from '@croupier/engine/blackjack';
import type { CrapsRules } from '@croupier/engine/craps';
import { PAID_CATEGORIES, type StudRules } from '@croupier/engine/stud';
import { DECKS, formatCount, formatNumber, formatRatio, type PluralForms } from './format.js';
import { antesRu, STUD_CATEGORY_RU } from './stud.js';

/** Decks: колода, колоды, колод. */
/** Hands: рука, руки, рук (after «до»: до 4 рук). */
const HANDS_GENITIVE: PluralForms = ['руки', 'рук', 'рук'];

/** How a set of rules relates to the presets: the text's, the casino's, either with changes, or none. */
export type RulesOrigin = 'seed' | 'casino' | 'seed-changed' | 'casino-changed' | 'custom';

/** The names of the rule sets, as a trainee picks them. */
export const RULES_ORIGIN_RU: Readonly<Record<RulesOrigin, string>> = {
  seed: 'по тексту',
  casino: 'как в казино',
  'seed-changed': 'по тексту с изменениями',
  'casino-changed': 'как в казино, с изменениями',
  custom: 'свои',
};

/**
 * The line that says which rules an item uses: «Правила: по тексту — 6 колод, крупье стоит на мягких 17».
 *
 * @param origin - Which preset the rules come from, and whether they were changed.
 * @param phrases - The phrases of the rules that matter (from the game's `…RulePhraseRu`); none for a
 *   drill no rule changes.
 * @example
 * ```ts
 * rulesLineRu('seed', [blackjackRulePhraseRu(rules, 'dealerHitsSoft17')]);
 * // 'Правила: по тексту — крупье стоит на мягких 17'
 * ```
 */
export function rulesLineRu(origin: RulesOrigin, phrases: readonly string[]): string {
  const head = `Правила: ${RULES_ORIGIN_RU[origin]}`;
  return phrases.length === 0 ? head : `${head} — ${phrases.join(', ')}`;
}

/**
 * The rules line of a named table's rules (a casino's preset, picked as a whole): «Правила: Русский
 * покер (Senator) — одна карта дилера открыта».
 *
 * @param title - The preset's title (its Russian name, as the presets give it).
 * @param phrases - The phrases of the rules that matter; none for a bare line.
 */
export function namedRulesLineRu(title: string, phrases: readonly string[]): string {
  const head = `Правила: ${title}`;
  return phrases.length === 0 ? head : `${head} — ${phrases.join(', ')}`;
}

const ROUNDING_RU: Readonly<Record<BlackjackRules['rounding'], string>> = {
  down: 'доли фишки не выплачиваются',
  up: 'доли фишки округляются вверх',
  halfUp: 'доли фишки округляются до ближайшей',
  refuse: 'ставки кратны, чтобы платить целыми фишками',
};

const DOUBLE_ON_RU: Readonly<Record<BlackjackRules['doubleOn'], string>> = {
  '9-11': 'удвоение при 9, 10 или 11',
  '10-11': 'удвоение при 10 или 11',
  any: 'удвоение на любых двух картах',
};

const SURRENDER_RU: Readonly<Record<BlackjackRules['surrender'], string>> = {
  none: 'без сдачи',
  late: 'поздняя сдача (после проверки Блекджека)',
  early: 'ранняя сдача',
};

/**
 * One blackjack rule as a short phrase, worded from the rules.
 *
 * @param rules - The rules.
 * @param key - Which rule.
 * @example
 * ```ts
 * blackjackRulePhraseRu(seed, 'doubleOn'); // 'удвоение при 9, 10 или 11'
 * blackjackRulePhraseRu({ ...seed, dealerHitsSoft17: true }, 'dealerHitsSoft17'); // 'крупье берёт на мягких 17'
 * ```
 */
export function blackjackRulePhraseRu(rules: BlackjackRules, key: keyof BlackjackRules): string {
  switch (key) {
    case 'decks':
      return formatCount(rules.decks, DECKS);
    case 'holeCard':
      return rules.holeCard ? 'крупье берёт закрытую карту и проверяет Блекджек' : 'без закрытой карты крупье';
    case 'dealerBlackjackTakes':
      return rules.holeCard || rules.dealerBlackjackTakes === 'original'
        ? 'Блекджек крупье забирает только исходную ставку'
        : 'Блекджек крупье забирает и удвоения, и разделённые руки';
    case 'dealerHitsSoft17':
      return rules.dealerHitsSoft17 ? 'крупье берёт на мягких 17' : 'крупье стоит на мягких 17';
    case 'blackjackPays':
      return `Блекджек ${formatRatio(rules.blackjackPays)}`;
    case 'doubleOn':
      return DOUBLE_ON_RU[rules.doubleOn];
    case 'doubleSoft':
      return rules.doubleOn === 'any'
        ? 'мягкие руки удваивают, как любые'
        : rules.doubleSoft
          ? 'у мягкой руки туз можно считать за 1'
          : 'мягкие руки не удваивают';
    case 'doubleAfterSplit':
      return rules.doubleAfterSplit ? 'удвоение после разделения' : 'без удвоения после разделения';
    case 'splitBy':
      return rules.splitBy === 'value' ? 'пара — две карты одного достоинства' : 'пара — две карты одного ранга';
    case 'maxHands':
      return rules.maxHands < 2
        ? 'без разделения'
        : rules.maxHands === 2
          ? 'разделение один раз'
          : `разделение до ${formatCount(rules.maxHands, HANDS_GENITIVE)}`;
    case 'splitAces':
      return rules.splitAces ? 'тузы разделяют' : 'тузы не разделяют';
    case 'hitSplitAces':
      return rules.hitSplitAces ? 'разделённые тузы берут карты' : 'на разделённый туз — одна карта';
    case 'resplitAces':
      return rules.resplitAces ? 'тузы разделяют повторно' : 'тузы повторно не разделяют';
    case 'surrender':
      return SURRENDER_RU[rules.surrender];
    case 'insurance':
      return rules.insurance ? `страховка ${formatRatio(rules.insurancePays)}` : 'без страховки';
    case 'insurancePays':
      return `страховка ${formatRatio(rules.insurancePays)}`;
    case 'evenMoney':
      return rules.evenMoney ? 'выплата 1:1 сразу при Блекджеке против туза' : 'без выплаты 1:1 сразу';
    case 'rounding':
      return ROUNDING_RU[rules.rounding];
  }
}

const BACCARAT_SIDE_BETS_RU: readonly [keyof BaccaratRules, string][] = [
  ['playerPairPays', 'пара игрока'],
  ['bankerPairPays', 'пара крупье'],
  ['eitherPairPays', 'любая пара'],
  ['perfectPairPays', 'идеальная пара'],
  ['dragon7Pays', 'Дракон 7'],
  ['panda8Pays', 'Панда 8'],
];

/**
 * One baccarat rule as a short phrase, worded from the rules. `bankerPays` covers Банко's whole payout
 * (the commission, a six paid half, EZ's push); `playerPairPays` lists every side bet the table offers.
 *
 * @param rules - The rules.
 * @param key - Which rule.
 * @example
 * ```ts
 * baccaratRulePhraseRu(casino, 'tableau'); // 'третья карта крупье по таблице казино'
 * baccaratRulePhraseRu(casino, 'bankerPays'); // 'Банко 19:20 (комиссия 5 %)'
 * ```
 */
export function baccaratRulePhraseRu(rules: BaccaratRules, key: keyof BaccaratRules): string {
  switch (key) {
    case 'decks':
      return formatCount(rules.decks, DECKS);
    case 'tableau':
      return rules.tableau === 'casino'
        ? 'третья карта крупье по таблице казино'
        : 'третья карта крупье по таблице текста (при 5 и 6 наоборот)';
    case 'bankerPays':
    case 'bankerSixPays':
    case 'bankerThreeCardSevenPushes': {
      const base =
        rules.bankerPays.pays === 19 && rules.bankerPays.per === 20
          ? 'Банко 19:20 (комиссия 5\u00a0%)'
          : `Банко ${formatRatio(rules.bankerPays)}`;
      const six = rules.bankerSixPays ? `, на шести очках ${formatRatio(rules.bankerSixPays)}` : '';
      const seven = rules.bankerThreeCardSevenPushes ? ', семь на трёх картах — возврат' : '';
      return `${base}${six}${seven}`;
    }
    case 'playerPays':
      return `Пунто ${formatRatio(rules.playerPays)}`;
    case 'tiePays':
      return `ничья ${formatRatio(rules.tiePays)}`;
    case 'tiePushes':
      return rules.tiePushes
        ? 'при ничьей ставки на Банко и Пунто возвращаются'
        : 'при ничьей Банко и Пунто проигрывают';
    case 'playerPairPays':
    case 'bankerPairPays':
    case 'eitherPairPays':
    case 'perfectPairPays':
    case 'perfectPairBothPays':
    case 'dragon7Pays':
    case 'panda8Pays': {
      const offered = BACCARAT_SIDE_BETS_RU.flatMap(([k, name]) => {
        const r = rules[k] as { pays: number; per: number } | null;
        return r ? [`${name} ${formatRatio(r)}`] : [];
      });
      return offered.length === 0 ? 'без побочных ставок' : `побочные ставки: ${offered.join(', ')}`;
    }
    case 'rounding':
      return ROUNDING_RU[rules.rounding];
    case 'maxPlayers':
      return `мест за столом: ${rules.maxPlayers}`;
    case 'cutCardFromEnd':
      return `подрезная карта за ${formatCount(rules.cutCardFromEnd, ['картой', 'картами', 'картами'])} до конца`;
  }
}

/**
 * One craps rule as a short phrase, worded from the rules.
 *
 * @param rules - The rules.
 * @param key - Which rule.
 * @example
 * ```ts
 * crapsRulePhraseRu(seed, 'dontPassBar'); // '«Не проходит» возвращается на 2'
 * crapsRulePhraseRu(seed, 'oddsLimit'); // 'свободные шансы до 3-4-5×'
 * ```
 */
export function crapsRulePhraseRu(rules: CrapsRules, key: keyof CrapsRules): string {
  switch (key) {
    case 'dontPassBar':
      return `«Не проходит» возвращается на ${rules.dontPassBar}`;
    case 'passAfterPoint':
      return rules.passAfterPoint === 'adjustable'
        ? '«Проходит» после пункта можно менять'
        : '«Проходит» после пункта не снимают и не уменьшают';
    case 'oddsLimit':
      return `свободные шансы до ${rules.oddsLimit.replace('x', '×')}`;
    case 'placeWorkingOnComeOut':
      return rules.placeWorkingOnComeOut
        ? 'ставки на номера работают при первом броске'
        : 'ставки на номера не работают при первом броске';
    case 'commissionPercent':
      return `комиссия «Купить» и «Лэй» ${rules.commissionPercent}\u00a0%`;
    case 'commissionOn':
      return rules.commissionOn === 'bet' ? 'комиссия берётся со ставкой' : 'комиссия берётся с выигрыша';
    case 'fieldPays2':
      return `«Поле» на 2 платит ${formatRatio(rules.fieldPays2)}`;
    case 'fieldPays12':
      return `«Поле» на 12 платит ${formatRatio(rules.fieldPays12)}`;
  }
}

/**
 * One stud rule as a short phrase, worded from the rules (`feeOneCard` covers both fees).
 *
 * @param rules - The rules.
 * @param key - Which rule.
 * @example
 * ```ts
 * studRulePhraseRu(seed, 'feeOneCard'); // 'замена одной карты — одно АНТЕ, двух — полтора АНТЕ'
 * studRulePhraseRu(seed, 'maxExchange'); // 'обмен одной или двух карт'
 * ```
 */
export function studRulePhraseRu(rules: StudRules, key: keyof StudRules): string {
  switch (key) {
    case 'upCards':
      return rules.upCards === 1 ? 'одна карта дилера открыта' : 'карты дилера закрыты';
    case 'upCardPosition':
      return rules.upCards === 0
        ? 'карты дилера закрыты'
        : rules.upCardPosition === 'fifth'
          ? 'открыта пятая карта дилера'
          : 'открыта первая карта дилера';
    case 'maxExchange':
    case 'minExchange':
    case 'exchangeMode':
      if (rules.maxExchange === 0) return 'без обмена';
      if (rules.exchangeMode === 'oneAtATime') return `обмен по одной карте, до ${formatNumber(rules.maxExchange)} раз`;
      if (rules.maxExchange === 1) return 'обмен одной карты';
      if (rules.maxExchange === 2 && rules.minExchange === 1) return 'обмен одной или двух карт';
      return `обмен от ${formatNumber(rules.minExchange)} до ${formatNumber(rules.maxExchange)} карт`;
    case 'feeThreeCards':
    case 'feeFourCards':
    case 'feeFiveCards': {
      const fees = [rules.feeOneCard, rules.feeTwoCards, rules.feeThreeCards, rules.feeFourCards, rules.feeFiveCards];
      return `замена 1–5 карт — ${fees.map((f) => formatRatio(f).replace(':', '/')).join(', ')} АНТЕ`;
    }
    case 'exchangeAllRaises':
      return rules.exchangeAllRaises
        ? 'после замены всех пяти карт СТАВКА делается сразу'
        : 'после любой замены можно сдаться';
    case 'sixthCard':
      return rules.sixthCard ? 'можно купить шестую карту' : 'шестой карты нет';
    case 'feeSixthCard':
      return `шестая карта — ${antesRu(rules.feeSixthCard.pays, rules.feeSixthCard.per)}`;
    case 'twoCombinations':
      return rules.twoCombinations ? 'оплачиваются две комбинации' : 'оплачивается одна комбинация';
    case 'anteWhenDealerLoses':
      return rules.anteWhenDealerLoses === 'push'
        ? 'при выигрыше у дилера с игрой АНТЕ не оплачивается'
        : 'при выигрыше у дилера с игрой АНТЕ оплачивается';
    case 'buyGame':
      return rules.buyGame === 'none'
        ? 'покупки игры нет'
        : rules.buyGame === 'once'
          ? 'покупка игры — один раз'
          : 'покупка игры, с повторной заменой карты того же ранга';
    case 'feeBuyGame':
      return `покупка игры — ${antesRu(rules.feeBuyGame.pays, rules.feeBuyGame.per)}`;
    case 'insurance':
      return rules.insurance === 'none' ? 'страховки нет' : 'страховка от «нет игры» с комбинации Тройка';
    case 'insuranceMax':
      return rules.insuranceMax === 'halfPayout' ? 'страховка — до половины выплаты' : 'страховка — до всей выплаты';
    case 'maxPayout':
      return rules.maxPayout === 0
        ? 'без предела выплаты'
        : `выплата на бокс — не больше ${formatNumber(rules.maxPayout)}`;
    case 'feeOneCard':
    case 'feeTwoCards': {
      const one = `замена одной карты — ${antesRu(rules.feeOneCard.pays, rules.feeOneCard.per)}`;
      return rules.maxExchange < 2 ? one : `${one}, двух — ${antesRu(rules.feeTwoCards.pays, rules.feeTwoCards.per)}`;
    }
    case 'feeRounding':
      return rules.feeRounding === 'up'
        ? 'доля фишки в плате за обмен — вверх'
        : 'АНТЕ кратно, чтобы плата за обмен была целой';
    case 'exchangeNeedsRaise':
      return rules.exchangeNeedsRaise
        ? 'после платы за обмен на счету должна остаться СТАВКА'
        : 'обмен не ограничен СТАВКОЙ';
    case 'raiseMultiple':
      return `СТАВКА — ${antesRu(rules.raiseMultiple, 1)}`;
    case 'qualifier':
      return rules.qualifier === 'aceKing'
        ? 'дилер играет с комбинации Туз-Король и старше'
        : 'дилер играет с пары и старше';
    case 'antePays':
      return `АНТЕ ${formatRatio(rules.antePays)}`;
    case 'paytable':
      return `СТАВКА: ${PAID_CATEGORIES.slice(0, 4)
        .map((c) => `${STUD_CATEGORY_RU[c]} ${formatRatio(rules.paytable[c])}`)
        .join(', ')}…`;
  }
}
