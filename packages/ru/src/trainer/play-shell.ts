/**
 * The frame every play mode of the trainer shares around its table: the top links, the bankroll, the
 * verdicts and their setting, the session's figures, and the table's record (saved, exported, copied,
 * shared, reopened).
 *
 * @module
 */
import { formatNumber } from '../format.js';

/** The play modes' frame: fixed words. */
export const PLAY_SHELL_RU = {
  back: '← К списку',
  changeRules: 'Изменить правила',
  /** The bankroll's label, before the figure. */
  bank: 'Банк: ',
  newTable: 'Новый стол, банк заново',
  newTableSaid: 'Новый стол: банк начат заново.',
  /** A verdict's head: «<question> Верно: <answer>.» or «… Ошибка: <answer>; правильно — <answer>.» */
  right: 'Верно',
  wrong: 'Ошибка',
  expected: (expected: string) => `; правильно — ${expected}`,
  ruleLink: 'Правило',
  verdicts: 'Разбор решений',
  feedbackWhen: 'Когда показывать разбор',
  feedbackNow: 'Сразу после решения',
  feedbackEnd: 'В конце раздачи',
  /** The verdicts held back to the end of the round. */
  held: (n: number) => `Решений в этой раздаче: ${formatNumber(n)} — разбор в конце раздачи.`,
  noVerdicts: 'Решений в этой раздаче пока нет.',
  answered: 'Решений',
  accuracy: 'Верно',
  lost: 'Потеряно',
  history: 'Запись стола',
  historyIntro:
    'Стол сохраняется в этом браузере после каждого хода. Запись (номер стола, правила и все ходы) можно сохранить файлом, скопировать или открыть снова — здесь или в раздачах на сайте с правилами.',
  download: 'Скачать запись',
  copy: 'Скопировать запись',
  copied: 'Запись скопирована.',
  shareLink: 'Ссылка на этот стол',
  linkCopied: 'Ссылка скопирована: она сдаёт тот же стол с начала.',
  copyFailed: 'Скопировать не удалось: выделите текст записи и скопируйте его сами.',
  historyText: 'Текст записи',
  historyTextLabel: 'Текст записи стола',
  /** The link's label, before the link. */
  link: 'Ссылка:',
  dealAgain: 'сдать этот стол с начала',
  saved: 'Сохранённые столы',
  /** A saved table reopened, for the live region. */
  opened: (seed: string) => `Открыт стол номер ${seed}.`,
  /** A saved table's button: «Стол 123 — ходов 14, <date>», in pieces around the figures. */
  savedTable: 'Стол ',
  savedMoves: ' — ходов ',
  newLabel: 'Новый стол',
} as const;

/**
 * A verdict for the live region: «Верно: Удвоить.» or «Ошибка: Хватит; правильно — Ещё карту. Стоит 0,5
 * ставки.»
 *
 * @param correct - Whether the answer was right.
 * @param given - The answer given.
 * @param expected - The right answer.
 * @param costText - The mistake's cost, when valued.
 */
export function verdictSpeechRu(correct: boolean, given: string, expected: string, costText?: string): string {
  return correct
    ? `Верно: ${given}.`
    : `Ошибка: ${given}; правильно — ${expected}.${costText ? ` ${costText.charAt(0).toUpperCase()}${costText.slice(1)}.` : ''}`;
}
