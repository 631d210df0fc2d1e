/** Selector equality for small arrays rebuilt on every read (the missing fields, the window's years). */
export const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, index) => item === b[index]);
