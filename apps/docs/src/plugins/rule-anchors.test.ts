import { describe, expect, it } from 'vitest';
import { markRuleSentences, type HastNode } from './rule-anchors';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, ...children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const add = (value: string): HastNode => ({ type: 'mdxJsxTextElement', name: 'Add', children: [text(value)] });
const root = (...children: HastNode[]): HastNode => ({ type: 'root', children });

/** The tree as a short string: marks as [id], text as is. */
function show(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'a' && node.properties?.['id']) return `[${String(node.properties['id'])}]`;
  const inner = (node.children ?? []).map(show).join('');
  return node.type === 'mdxJsxTextElement' ? `<Add>${inner}</Add>` : inner;
}

describe('rule anchors on the quotations', () => {
  it.each([
    [
      'each sentence of a paragraph at its first word (000, line 6)',
      root(
        el(
          'blockquote',
          el(
            'p',
            text(
              'Игроки делают ставки. Задача игрока заключается в том, чтобы набрать 21\nили максимально приблизиться к этой сумме очков.',
            ),
          ),
        ),
      ),
      '[rule-blackjack-8]Игроки делают ставки. [rule-blackjack-9]Задача игрока заключается в том, чтобы набрать 21\nили максимально приблизиться к этой сумме очков.',
    ],
    [
      'across bold and a marked insertion (001, line 47)',
      root(
        el(
          'blockquote',
          el(
            'p',
            text('Допустим пока, что у него значащая (не пустая) комбинация '),
            add('туз-король или старше'),
            text('.'),
          ),
        ),
      ),
      '[rule-stud-38]Допустим пока, что у него значащая (не пустая) комбинация <Add>туз-король или старше</Add>.',
    ],
    [
      'a list item whose first words are bold (001, line 37)',
      root(el('blockquote', el('ul', el('li', el('strong', text('Решение 1.')), text(' Немедленно сдаться.'))))),
      '[rule-stud-24]Решение 1. Немедленно сдаться.',
    ],
    [
      'a table row, its cells apart (000, line 21)',
      root(el('blockquote', el('table', el('tbody', el('tr', el('td', text('Блекджек')), el('td', text('3 : 2'))))))),
      '[rule-blackjack-46]Блекджек3 : 2',
    ],
    [
      'a piece that opens with a bracket is marked before it (000, line 9)',
      root(el('blockquote', el('p', text('оплачивается 3 : 2 (при условии, что у крупье нет Блекджека).')))),
      'оплачивается 3 : 2 [rule-blackjack-23](при условии, что у крупье нет Блекджека).',
    ],
    [
      'the same words outside a quotation are left alone',
      root(el('p', text('Игроки делают ставки.'))),
      'Игроки делают ставки.',
    ],
    [
      'a sentence cut by […] is not marked',
      root(el('blockquote', el('p', text('Игроки делают […] ставки.')))),
      'Игроки делают […] ставки.',
    ],
  ] as const)('%s', (_, tree, marked) => {
    markRuleSentences(tree);
    expect(show(tree)).toBe(marked);
  });

  it('a sentence quoted twice on a page gets one anchor, where it is first quoted', () => {
    const q = () => el('blockquote', el('p', text('Игроки делают ставки.')));
    const tree = root(q(), q());
    markRuleSentences(tree);
    expect(show(tree)).toBe('[rule-blackjack-8]Игроки делают ставки.Игроки делают ставки.');
  });

  it('the mark links to itself, shows the number and has a Russian name', () => {
    const tree = root(el('blockquote', el('p', text('Игроки делают ставки.'))));
    markRuleSentences(tree);
    const mark = tree.children![0]!.children![0]!.children![0]!;
    expect(mark.properties).toMatchObject({
      id: 'rule-blackjack-8',
      href: '#rule-blackjack-8',
      className: ['rule-mark'],
      ariaLabel: 'Правило 8, ссылка',
    });
    expect(show(mark.children![0]!)).toBe('8');
  });
});
