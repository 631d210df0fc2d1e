/** The items in a new order where the item at `from` has moved to `to` (both 0-based); unchanged when either is out of range. */
export function moveInOrder<T>(items: readonly T[], from: number, to: number): T[] {
  const order = [...items];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return order;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order;
}
