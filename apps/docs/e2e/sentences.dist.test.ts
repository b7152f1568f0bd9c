/**
 * The sentence anchors of the built site (issue 20, `src/plugins/rule-anchors.ts`): every sentence the
 * registry places on a page has its anchor there, with its mark's number and Russian name, so the
 * trainer's «правило N на сайте» links and a reader's copied links land on the sentence.
 */
import { describe, expect, it } from 'vitest';
import { SENTENCES, sentenceAnchor, sentenceNumber, sentencePath } from '@croupier/ru/sentences';
import { htmlOf, idsOf } from './build';

const placed = SENTENCES.filter((s) => s.page !== undefined);

describe('every sentence the registry places on a page has its anchor there', () => {
  it.each(placed.map((s) => [sentencePath(s)!, s] as const))('%s', (_, s) => {
    const page = `/${s.page}/`;
    expect(idsOf(page)).toContain(sentenceAnchor(s.id));
    const mark = new RegExp(`<a[^>]*\\sid="${sentenceAnchor(s.id)}"[^>]*>${sentenceNumber(s.id)}</a>`, 'u').exec(
      htmlOf(page),
    );
    expect(mark?.[0]).toContain(`href="#${sentenceAnchor(s.id)}"`);
    expect(mark?.[0]).toContain(`aria-label="Правило ${sentenceNumber(s.id)}, ссылка"`);
  });

  it('each anchor stands once on its page', () => {
    for (const s of placed) {
      const count = htmlOf(`/${s.page}/`).split(`id="${sentenceAnchor(s.id)}"`).length - 1;
      expect(count, s.id).toBe(1);
    }
  });
});
