/**
 * The secret's expiry is a calendar date stored as midnight UTC. The date picker works in local
 * time, so the same calendar date crosses between the two by its year, month and day.
 */
export function toPickerDate(iso: string): Date {
  const date = new Date(iso);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export function fromPickerDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00:00Z`;
}
