import { fromCallback } from 'xstate';
import type { OutsideClickInput, SideNavEvent } from '../../../machines/sideNav.machine';

/**
 * Reports a press anywhere outside the side navigation with the reply the machine asked for.
 * It listens in the capture phase so that a page that stops the event still closes the panel.
 */
export function watchOutsideClicksActor(target: EventTarget, isInside: (node: EventTarget | null) => boolean) {
  return fromCallback<SideNavEvent, OutsideClickInput>(({ input, sendBack }) => {
    const onPointerDown = (event: Event) => {
      if (!isInside(event.target)) sendBack(input.reply);
    };
    target.addEventListener('pointerdown', onPointerDown, true);
    return () => target.removeEventListener('pointerdown', onPointerDown, true);
  });
}
