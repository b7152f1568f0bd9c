import { useState } from 'react';
import { PAID_CATEGORIES, TEXT_PAYTABLE, type StudRules } from '@croupier/engine/stud';
import { studCategoryRu } from '@croupier/ru';
import { RULES_PICKER_RU as RU } from '@croupier/ru/trainer/rules-picker';
import { CATALOG } from '../drills/catalog.ts';
import {
  PRESET_CHOICES,
  presetRules,
  resolveChoice,
  sameJson,
  withOption,
  type PresetChoice,
  type RulesByGame,
  type RulesChoice,
  type RulesGame,
} from '../rules/choice.ts';
import { rulesLine, SUMMARY_KEYS } from '../rules/line.ts';
import { currentValue, RULE_OPTIONS, valueLabel, type RuleOption } from '../rules/options.ts';

/** Props of {@link RulesPicker}. */
export interface RulesPickerProps {
  /** The game. */
  readonly game: RulesGame;
  /** Its current choice. */
  readonly choice: RulesChoice;
  /** Saves a new choice. */
  readonly onChange: (choice: RulesChoice) => void;
  /** Back to the list. */
  readonly onBack: () => void;
}

const GAME_TITLE: Readonly<Record<RulesGame, string>> = RU.games;

const PRESET_RU: Readonly<Record<PresetChoice, { readonly title: string; readonly text: string }>> = RU.preset;

/**
 * The rules picker of a game: the text's rules or the casino's, then every option the drills depend on,
 * each value worded by `@croupier/ru` from the rules it makes and checked by the engine before it is
 * saved with the progress.
 *
 * @param props - See {@link RulesPickerProps}.
 */
export function RulesPicker({ game, choice, onChange, onBack }: RulesPickerProps) {
  const [error, setError] = useState<string | undefined>();
  const resolved = resolveChoice(game, choice);
  const rules = (resolved.ok ? resolved.rules : presetRules(game, choice.preset)) as RulesByGame[typeof game];
  const drills = CATALOG[game];

  const apply = (next: RulesChoice) => {
    const r = resolveChoice(game, next);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    setError(undefined);
    onChange(next);
  };
  const setPatch = (patch: Readonly<Record<string, unknown>>) => {
    let next = choice;
    for (const [k, v] of Object.entries(patch)) next = withOption(game, next, k, v);
    apply(next);
  };
  const affected = (o: RuleOption) =>
    drills.filter((d) => (d.rulesShown ?? []).some((k) => o.keys.includes(k))).map((d) => d.title);
  const changed = Object.keys(choice.overrides).length > 0;

  return (
    <div className="rules-page" data-game={game}>
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          {RU.back}
        </button>
      </div>
      <section className="panel">
        <h1>{RU.title(GAME_TITLE[game])}</h1>
        <p className="rules-now" data-testid="rules-now">
          {rulesLine(game, rules, SUMMARY_KEYS[game], choice.preset)}.
        </p>
        <p className="rules-help">{RU.help}</p>
        <fieldset className="preset-choice">
          <legend>{RU.presets}</legend>
          {PRESET_CHOICES.map((p) => (
            <label key={p} className={`preset-card${choice.preset === p ? ' preset-card--on' : ''}`}>
              <input
                type="radio"
                name="preset"
                value={p}
                checked={choice.preset === p}
                onChange={() => apply({ preset: p, overrides: {} })}
              />
              <span className="preset-title">{PRESET_RU[p].title}</span>
              <span className="preset-text">{PRESET_RU[p].text}</span>
            </label>
          ))}
        </fieldset>
        {changed ? (
          <p className="rules-changed">
            {RU.changed(PRESET_RU[choice.preset].title)}{' '}
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => apply({ preset: choice.preset, overrides: {} })}
            >
              {RU.reset}
            </button>
          </p>
        ) : null}
        {error !== undefined ? (
          <p className="rules-error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <section className="panel rules-options">
        {RULE_OPTIONS[game].map((o) => {
          const current = currentValue(rules, o);
          const users = affected(o);
          return (
            <fieldset key={o.id} className="rule-option" data-option={o.id}>
              <legend>{o.title}</legend>
              <div className="rule-values">
                {o.values.map((v) => {
                  const inPreset = Object.entries(v.patch).every(([k, x]) =>
                    sameJson((presetRules(game, choice.preset) as unknown as Record<string, unknown>)[k], x),
                  );
                  return (
                    <label key={v.id} className={`rule-value${current?.id === v.id ? ' rule-value--on' : ''}`}>
                      <input
                        type="radio"
                        name={o.id}
                        value={v.id}
                        checked={current?.id === v.id}
                        onChange={() => setPatch(v.patch)}
                      />
                      <span>
                        {valueLabel(game, rules, o, v)}
                        {inPreset ? <small className="rule-preset">{RU.inPreset}</small> : null}
                      </span>
                    </label>
                  );
                })}
                {current === undefined ? <p className="rule-other">{RU.other}</p> : null}
              </div>
              {o.inert?.(rules as unknown as Record<string, unknown>) !== undefined ? (
                <p className="rule-inert">{o.inert(rules as unknown as Record<string, unknown>)}</p>
              ) : null}
              {users.length > 0 ? <p className="rule-users">{RU.users(users)}</p> : null}
            </fieldset>
          );
        })}
        {game === 'stud' ? (
          <PaytableEditor
            rules={rules as StudRules}
            users={drills.filter((d) => (d.rulesShown ?? []).includes('paytable')).map((d) => d.title)}
            onPatch={(paytable) => setPatch({ paytable })}
          />
        ) : null}
      </section>
    </div>
  );
}

/** The stud raise paytable, one whole payout to 1 per combination. */
function PaytableEditor({
  rules,
  users,
  onPatch,
}: {
  readonly rules: StudRules;
  readonly users: readonly string[];
  readonly onPatch: (paytable: StudRules['paytable']) => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(PAID_CATEGORIES.map((c) => [c, String(rules.paytable[c].pays)])),
  );
  const isText = sameJson(rules.paytable, TEXT_PAYTABLE);
  const save = () => {
    const table = Object.fromEntries(PAID_CATEGORIES.map((c) => [c, { pays: Number(draft[c]), per: 1 }]));
    onPatch(table as unknown as StudRules['paytable']);
  };
  return (
    <fieldset className="rule-option paytable" data-option="paytable">
      <legend>{RU.paytable}</legend>
      <p className="rule-users">
        {isText ? RU.textTable : RU.ownTable} {RU.users(users)}
      </p>
      <div className="paytable-grid">
        {PAID_CATEGORIES.map((c) => (
          <label key={c}>
            <span>{studCategoryRu(c)}</span>
            <input
              type="text"
              inputMode="numeric"
              aria-label={RU.pays(studCategoryRu(c))}
              value={draft[c]}
              onChange={(e) => setDraft((d) => ({ ...d, [c]: e.target.value }))}
            />
            <small>: 1</small>
          </label>
        ))}
      </div>
      <div className="row">
        <button type="button" className="btn" onClick={save}>
          {RU.saveTable}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setDraft(Object.fromEntries(PAID_CATEGORIES.map((c) => [c, String(TEXT_PAYTABLE[c].pays)])));
            onPatch(TEXT_PAYTABLE);
          }}
        >
          {RU.resetTable}
        </button>
      </div>
    </fieldset>
  );
}
