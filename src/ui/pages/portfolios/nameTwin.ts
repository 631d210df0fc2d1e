/**
 * SPEC 5: names should be unique, as a soft warning only. Two names are twins when they read the
 * same once trimmed, whatever their case.
 */
export function hasNameTwin(name: string, others: readonly { name: string }[]): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted !== '' && others.some((other) => other.name.trim().toLocaleLowerCase() === wanted);
}
