/**
 * The trainer's transfer to another device (`/sync`): by a link, through a shared folder, and what a link
 * opened here carries.
 *
 * @module
 */
import { formatCount, formatNumber } from '../format.js';

/** «3 ответа». */
const answers = (n: number) => formatCount(n, ['ответ', 'ответа', 'ответов']);

/** The sync page's words. */
export const SYNC_RU = {
  title: 'Перенос на другое устройство',
  intro:
    'Ответы и правила хранятся в этом браузере. Чтобы заниматься и на другом устройстве, перенесите их ссылкой, файлом или через общую папку: там ответы добавятся к уже данным, ни один не посчитается дважды и не пропадёт.',
  linkTitle: 'Ссылка',
  linkIntro: 'Ссылка несёт все ответы в сжатом виде; откройте её на другом устройстве. На сервер данные не передаются.',
  makeLink: 'Создать ссылку',
  /** The link field's label: «Ссылка (1 234 знака)». */
  linkLabel: (length: number) => `Ссылка (${formatCount(length, ['знак', 'знака', 'знаков'])})`,
  copy: 'Скопировать',
  copied: 'Ссылка скопирована.',
  copyFailed: 'Скопировать не удалось: выделите ссылку в поле и скопируйте её сами.',
  linkRefused: (why: string) => `Ссылка не принята: ${why}`,
  added: (n: number) => `Добавлено к прогрессу: ${answers(n)}.`,
  /** A link opened here. */
  incomingTitle: 'Данные по ссылке',
  /** After why the link was refused. */
  unchanged: ' Прогресс не изменился.',
  incoming: (total: number, fresh: number) =>
    `В ссылке ${answers(total)}, из них новых для этого браузера: ${formatNumber(fresh)}.`,
  add: 'Добавить к прогрессу',
  /** The sync folder. */
  folderTitle: 'Папка синхронизации',
  noFolders:
    'Этот браузер не даёт сайтам доступа к папкам. Перенесите прогресс ссылкой или файлом («Сохранить в файл» в списке упражнений).',
  folderIntro:
    'Выберите папку, общую для устройств (например, облачного диска): тренажёр возьмёт из файла в ней ответы других устройств и запишет туда все свои.',
  syncWith: (name: string) => `Синхронизировать с папкой «${name}»`,
  pickFolder: 'Выбрать папку',
  pickOther: 'Выбрать другую папку',
  denied: 'Доступ к папке не дан: синхронизация не сделана, ничего не изменилось.',
  fileRefused: (why: string) => `Файл в папке не принят, ничего не изменилось: ${why}`,
  /** The folder synced: «Синхронизировано с папкой «Диск»: из неё добавлено: 3 ответа; файл в ней обновлён.» */
  synced: (name: string, added: number) =>
    `Синхронизировано с папкой «${name}»: ${added === 0 ? 'новых ответов в ней не было' : `из неё добавлено: ${answers(added)}`}; файл в ней обновлён.`,
  folderFailed: 'С папкой синхронизировать не удалось: браузер не дал прочитать или записать файл.',
} as const;
