import { fromCallback } from 'xstate';
import type { MobileWarningEvent } from '../../machines/mobileWarning.machine';

/** SPEC 9: the mobile breakpoint; viewports this wide or narrower get the mobile warning. */
export const MOBILE_MAX_WIDTH_PX = 600;

type MediaQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** Reports whether the viewport is phone-sized now and whenever that changes. */
export function watchViewportActor(matchMedia: (query: string) => MediaQuery) {
  return fromCallback<MobileWarningEvent>(({ sendBack }) => {
    const query = matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
    const report = () => sendBack({ type: 'viewport.change', narrow: query.matches });
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  });
}
