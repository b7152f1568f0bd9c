/**
 * Validates what the CLI prints against the JSON Schemas in `packages/engine/contracts/` (Ajv, draft
 * 2020-12). Test-only.
 *
 * @internal
 * @module
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';

/** The contracts by name: `odds`, `eval`, `indices`, `spread`. */
export type ContractName = 'odds' | 'eval' | 'indices' | 'spread';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map<ContractName, ReturnType<typeof ajv.compile>>();

function validator(name: ContractName) {
  let v = validators.get(name);
  if (!v) {
    const schema = JSON.parse(readFileSync(new URL(`../../contracts/${name}.schema.json`, import.meta.url), 'utf8'));
    v = ajv.compile(schema);
    validators.set(name, v);
  }
  return v;
}

/**
 * Asserts that a value matches a contract; on failure the assertion lists every schema error.
 *
 * @param name - The contract.
 * @param value - The parsed JSON the CLI printed.
 */
export function expectContract(name: ContractName, value: unknown): void {
  const v = validator(name);
  const valid = v(value);
  expect(valid ? [] : ajv.errorsText(v.errors, { separator: '\n' }).split('\n')).toEqual([]);
}
