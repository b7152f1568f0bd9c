// A tiny assertion helper for the consumer (no test framework, no @types/node: it must compile
// against nothing but the installed packages).
declare const console: { log(...values: unknown[]): void };

let failed = 0;

/** Records one check and prints it. */
export function check(condition: boolean, what: string): void {
  if (!condition) failed++;
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
}

/** Whether two numbers agree to `digits` decimal places. */
export function near(actual: number, expected: number, digits: number): boolean {
  return Math.abs(actual - expected) < 0.5 * 10 ** -digits;
}

/** The number of failed checks so far. */
export function failures(): number {
  return failed;
}
