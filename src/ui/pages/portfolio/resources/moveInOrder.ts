/** The ids in a new order where the item at `from` has moved to `to` (both 0-based). */
export function moveInOrder(ids: readonly string[], from: number, to: number): string[] {
  const order = [...ids];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return order;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order;
}
