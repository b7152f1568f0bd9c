/**
 * Round histories in Russian: why a history the reader opened (a file, a pasted text, a link) cannot be
 * replayed — the field that is wrong, the version, the game, or the first refused action with the game's
 * own reason — and the games' names as a history speaks of them.
 *
 * @module
 */
import type { ErrorCode, GameId, RuleError } from '@croupier/engine';
import type { HistoryField, ReplayError } from '@croupier/engine/replay';
import { formatNumber } from './format.js';
import { GAME_GENITIVE_RU } from './games.js';

export { GAME_GENITIVE_RU } from './games.js';

const FIELD_RU: Readonly<Record<HistoryField, string>> = {
  history: 'это не запись раздачи (вставьте запись целиком, от «{» до «}»)',
  format: 'не указано, что это запись раздачи',
  version: 'версия записи указана неверно',
  game: 'игра указана неверно (бывает блекджек, баккара, крэпс или покер)',
  rules: 'правила не записаны',
  seed: 'номер тасовки или бросков указан неверно',
  setup: 'места за столом записаны неверно',
  actions: 'ходы записаны неверно',
};

/**
 * Why a history cannot be opened, as one Russian sentence (never the engine's English message, never a
 * code).
 *
 * @param error - The error of `replay` or `checkHistory`.
 * @param ruleError - How the game's refusal of a start or a step is worded (`crapsRuleErrorRu`, or
 *   `ruleErrorRu` for any game).
 * @example
 * ```ts
 * replayErrorRu(replay(crapsGame, { format: 'croupier-round', version: 1, game: 'stud', … }).error, crapsRuleErrorRu);
 * // 'Это запись раздачи покера, а здесь играют в крэпс.'
 * ```
 */
export function replayErrorRu(error: ReplayError, ruleError: (error: RuleError<ErrorCode, object>) => string): string {
  switch (error.code) {
    case 'replay/bad-history': {
      const at = error.details.index === undefined ? '' : ` (ход № ${formatNumber(error.details.index + 1)})`;
      return `Раздачу открыть нельзя: ${FIELD_RU[error.details.field]}${at}.`;
    }
    case 'replay/newer-version':
      return `Раздача записана более новой версией (версия записи ${formatNumber(error.details.version)}), а здесь читаются записи до версии ${formatNumber(error.details.supported)}.`;
    case 'replay/wrong-game':
      return `Это запись раздачи ${Object.hasOwn(GAME_GENITIVE_RU, error.details.game) ? GAME_GENITIVE_RU[error.details.game as GameId] : 'другой игры'}, а здесь раздача ${GAME_GENITIVE_RU[error.details.expected]}.`;
    case 'replay/start-refused':
      return `Стол по этой записи не открывается: ${lower(ruleError(error.details.error))}`;
    case 'replay/action-refused':
      return `Ход № ${formatNumber(error.details.index + 1)} записи сделать нельзя: ${lower(ruleError(error.details.error))}`;
  }
}

/** The first letter in lower case (a sentence continued after a colon). */
function lower(sentence: string): string {
  return sentence.length === 0 ? sentence : sentence[0]!.toLowerCase() + sentence.slice(1);
}
