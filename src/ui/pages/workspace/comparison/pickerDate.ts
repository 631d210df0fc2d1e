/** A YYYY-MM-DD day as the date picker's local midnight, and back: the day the planner sees is the day sent. */
export function toPickerDate(day: string | null): Date | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

export function fromPickerDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
