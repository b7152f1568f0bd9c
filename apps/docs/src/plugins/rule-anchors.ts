/**
 * A rehype plugin (issue 20): every paragraph, list item and table row of a quotation of the rule texts
 * (a blockquote) gets an anchor at the first word of each registry sentence it holds
 * (`id="rule-blackjack-7"`), shown as a small mark with the sentence's number that links to itself, so a
 * reader can copy the link and the trainer can link a sentence. The sentences are found by the
 * registry's own matcher on the words a reader sees (the site's `<Add>` insertions left out); a sentence
 * gets one anchor per page, where it is first quoted. Registered in `astro.config.mjs`
 * (`markdown.rehypePlugins`, which Starlight's MDX inherits).
 *
 * @module
 */
import { SENTENCES, sentenceAnchor, sentenceNumber, sentenceStarts, type Sentence } from '@croupier/ru/sentences';

/** The few shapes of a hast node this plugin reads (text, elements and MDX's JSX elements). */
export interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** A text node of a block, with where its text begins in the block's joined words. */
interface Segment {
  readonly node: HastNode;
  readonly parent: HastNode;
  readonly start: number;
}

const BLOCKS = new Set(['p', 'li', 'tr']);
const CELLS = new Set(['td', 'th']);

/** Whether a node holds a block of its own (a list item's paragraph, a nested list). */
function holdsBlock(node: HastNode): boolean {
  return (node.children ?? []).some((c) => (c.tagName !== undefined && BLOCKS.has(c.tagName)) || holdsBlock(c));
}

/** A block's words as a reader sees them, and its text nodes: insertions (`<Add>`) left out, cells apart. */
function wordsOf(block: HastNode): { text: string; segments: Segment[] } {
  let text = '';
  const segments: Segment[] = [];
  const walk = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'text') {
        segments.push({ node: child, parent: node, start: text.length });
        text += child.value ?? '';
      } else if ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && child.name === 'Add') {
        continue;
      } else {
        if (child.tagName !== undefined && CELLS.has(child.tagName)) text += ' ';
        walk(child);
      }
    }
  };
  walk(block);
  return { text, segments };
}

/**
 * The mark of a sentence: a link to its own anchor, with the sentence's number and a Russian name.
 *
 * @param id - The sentence's id.
 */
export function ruleMark(id: string): HastNode {
  const anchor = sentenceAnchor(id);
  const n = sentenceNumber(id);
  return {
    type: 'element',
    tagName: 'a',
    properties: {
      id: anchor,
      href: `#${anchor}`,
      className: ['rule-mark'],
      ariaLabel: `Правило ${n}, ссылка`,
      dataPagefindIgnore: '',
    },
    children: [{ type: 'text', value: String(n) }],
  };
}

/** Puts the marks of a block's sentences before their first words. */
function markBlock(block: HastNode, candidates: readonly Sentence[], done: Set<string>): void {
  const { text, segments } = wordsOf(block);
  const starts = sentenceStarts(
    text,
    candidates.filter((s) => !done.has(s.id)),
  );
  for (const { id, index } of [...starts].reverse()) {
    const seg = [...segments].reverse().find((s) => s.start <= index && index < s.start + (s.node.value ?? '').length);
    if (seg === undefined) continue;
    const at = index - seg.start;
    const value = seg.node.value ?? '';
    const siblings = seg.parent.children!;
    const where = siblings.indexOf(seg.node);
    // The node keeps the text before the mark, so a sentence before it in the same node still finds it.
    if (at === 0) siblings.splice(where, 0, ruleMark(id));
    else {
      seg.node.value = value.slice(0, at);
      siblings.splice(where + 1, 0, ruleMark(id), { type: 'text', value: value.slice(at) });
    }
    done.add(id);
  }
}

/**
 * Marks the sentences of every quotation in a tree.
 *
 * @param tree - A page's hast.
 * @param candidates - The sentences to look for (default: the whole registry).
 */
export function markRuleSentences(tree: HastNode, candidates: readonly Sentence[] = SENTENCES): void {
  const done = new Set<string>();
  const visit = (node: HastNode, inQuote: boolean) => {
    const quote = inQuote || node.tagName === 'blockquote';
    if (quote && node.tagName !== undefined && BLOCKS.has(node.tagName) && !holdsBlock(node)) {
      markBlock(node, candidates, done);
      return;
    }
    for (const child of [...(node.children ?? [])]) visit(child, quote);
  };
  visit(tree, false);
}

/**
 * The rehype plugin.
 *
 * @returns The transformer: marks a page's quoted sentences in place.
 */
export function ruleAnchors(): (tree: HastNode) => void {
  return (tree) => markRuleSentences(tree);
}
