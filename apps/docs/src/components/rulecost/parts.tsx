/**
 * Pieces the four «Что меняют правила» islands share: the buttons that set every rule at once, and the
 * head of a table comparing the text's value with the chosen rules' one.
 *
 * @module
 */

/**
 * «Выставить все правила: как в тексте / как в казино».
 *
 * @param props - `testId`: the prefix of the buttons' test ids (`<testId>-set-seed`, `<testId>-set-casino`);
 *   `onSeed`, `onCasino`: set the text's or the casino's rules.
 */
export function PresetButtons({
  testId,
  onSeed,
  onCasino,
}: {
  readonly testId: string;
  readonly onSeed: () => void;
  readonly onCasino: () => void;
}) {
  return (
    <div className="rc-row">
      <span className="rc-muted">Выставить все правила:</span>
      <button type="button" className="rc-button" onClick={onSeed} data-testid={`${testId}-set-seed`}>
        как в тексте
      </button>
      <button type="button" className="rc-button" onClick={onCasino} data-testid={`${testId}-set-casino`}>
        как в казино
      </button>
    </div>
  );
}

/**
 * The head of a comparison table: the row's name, «Текст», «Выбрано».
 *
 * @param props - `first`: the first column's heading.
 */
export function CompareHead({ first }: { readonly first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className="rc-num">
          Текст
        </th>
        <th scope="col" className="rc-num">
          Выбрано
        </th>
      </tr>
    </thead>
  );
}
