/**
 * The class of overlays the side navigation opens outside its own element (card menus are
 * portals under <body>): a press inside one of them is not a press outside the navigation.
 */
export const SIDE_NAV_OVERLAY_CLASS = 'side-nav-overlay';

export function isInsideSideNav(navElement: Element | null, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(navElement?.contains(target)) || target.closest(`.${SIDE_NAV_OVERLAY_CLASS}`) !== null;
}
