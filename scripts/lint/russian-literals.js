// The site and the trainer speak through one Russian module (`packages/ru`): a string literal, template or
// JSX text with Cyrillic in an app's or the UI package's source is reported. Files still holding such text
// are listed in `russian-literals-allow.txt` (a list that only shrinks): for a listed file the rule reports
// the opposite, a file that has none left and should leave the list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CYRILLIC = /[\u0400-\u04FF]/;

/** The files allowed to hold Russian text for now, repo-relative, one per line (`#` starts a comment). */
export const ALLOWED = new Set(
  readFileSync(path.join(root, 'scripts/lint/russian-literals-allow.txt'), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l !== ''),
);

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Russian text belongs in @croupier/ru, not in an app’s source.' },
    schema: [],
    messages: {
      literal:
        'Russian text in an app’s source: word it in @croupier/ru (packages/ru/src/trainer/*, packages/ru/src/ui/*, or a game’s module) and import it.',
      stale: 'This file holds no Russian text any more: remove it from scripts/lint/russian-literals-allow.txt.',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const allowed = ALLOWED.has(file);
    let found = false;
    const check = (node, text) => {
      if (typeof text !== 'string' || !CYRILLIC.test(text)) return;
      found = true;
      if (!allowed) context.report({ node, messageId: 'literal' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
      JSXText: (node) => check(node, node.value),
      'Program:exit': (node) => {
        if (allowed && !found) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'stale' });
      },
    };
  },
};

export default { rules: { 'no-russian-literal': rule } };
