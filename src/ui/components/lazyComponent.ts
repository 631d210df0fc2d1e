import { lazy, type ComponentType } from 'react';

/**
 * A component that stays out of the chunk of whoever renders it: the browser fetches its module
 * the first time it renders, while a Suspense boundary above shows the wait. Modules here export
 * components by name.
 */
export function lazyComponent<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
