import { useState, type SyntheticEvent } from 'react';

export type NavTooltip = { text: string; top: number; left: number };

const TOOLTIP_GAP_PX = 12;

/**
 * Tooltips beside the bar, for every element of it that carries `data-tooltip` (labels of the
 * collapsed bar, the reason an item is unavailable). The bar's own pointer and focus events find
 * them, so that items appearing or changing later need no binding.
 */
export function useNavTooltip() {
  const [tooltip, setTooltip] = useState<NavTooltip | null>(null);
  const show = (event: SyntheticEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tooltip]') : null;
    const text = target?.dataset.tooltip;
    if (!target || !text) return setTooltip(null);
    const box = target.getBoundingClientRect();
    setTooltip({ text, top: box.top + box.height / 2, left: box.right + TOOLTIP_GAP_PX });
  };
  const hide = () => setTooltip(null);
  return { tooltip, tooltipHandlers: { onMouseOver: show, onMouseLeave: hide, onFocus: show, onBlur: hide, onClick: hide } };
}
