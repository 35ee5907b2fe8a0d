/**
 * uvu's `suite`, with one fix: when a `before` hook throws, uvu 0.5 runs the `after` hooks in
 * a `finally` block whose `return` discards the error, and the run reports every test of the
 * suite as neither passed nor failed, with exit code 0. Here a failed preparation is kept and
 * rethrown by each test, so the suite fails loudly with the cause.
 */
import { suite as uvuSuite, type Test } from "uvu";

type Hook<T> = (context: T) => unknown;

export function suite<T extends object = Record<string, never>>(name: string): Test<T> {
  const test = uvuSuite<T>(name);
  let setupError: unknown;
  const register = test.before;
  const before = ((hook: Hook<T>) =>
    register(async (context) => {
      try {
        await hook(context);
      } catch (error) {
        setupError ??= error;
      }
    })) as Test<T>["before"];
  before.each = register.each;
  test.before = before;
  // Registered first, so it runs before the suite's own `before.each` hooks.
  test.before.each(() => {
    if (setupError === undefined) return;
    const cause = setupError instanceof Error ? (setupError.stack ?? setupError.message) : String(setupError);
    throw new Error(`la préparation de la suite « ${name} » a échoué :\n${cause}`);
  });
  return test;
}
