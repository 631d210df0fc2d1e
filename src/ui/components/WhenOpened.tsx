import { Suspense, useState, type ReactNode } from 'react';

type WhenOpenedProps = {
  open: boolean;
  /** A dialog made with `lazyComponent`. */
  children: ReactNode;
};

/**
 * A dialog that is hidden when a page first shows need not load with it: its module is asked for
 * when it first opens. From then on it stays mounted, so that it animates out when it closes.
 */
export function WhenOpened({ open, children }: WhenOpenedProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
