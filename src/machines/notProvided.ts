/**
 * The stand-in for every effect a machine declares: a machine used without its wiring must fail
 * at once and say which effect is missing, not hang or do nothing. `TArgs` lets an action stub
 * declare the params its real implementation receives.
 */
export function notProvided<TArgs extends unknown[] = []>(name: string): (...args: TArgs) => never {
  return () => {
    throw new Error(`${name} not provided`);
  };
}
