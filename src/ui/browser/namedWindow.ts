/**
 * A window of its own name (SPEC 7: "opens that URL in a named window"), taken while the click
 * that asks for it is still being handled, since popup blockers allow a window only then, and
 * shown its address once the API has given it. Opening the same name again reuses that window.
 */
export type NamedWindow = {
  /** Opens (or finds) the window, blank, in the click's own turn. */
  reserve(): void;
  /** Shows an address of this site (a path) or of another one in the reserved window, or in a new one of the name. */
  show(address: string): void;
  /** Closes the reserved window unused, when there turns out to be nothing to show in it. */
  release(): void;
};

export function createNamedWindow(name: string, browser: Window = window): NamedWindow {
  let reserved: Window | null = null;
  const absolute = (address: string) => new URL(address, browser.location.origin).toString();
  return {
    reserve() {
      reserved = browser.open('', name);
    },
    show(address) {
      const url = absolute(address);
      if (reserved && !reserved.closed) reserved.location.href = url;
      else browser.open(url, name);
      reserved = null;
    },
    release() {
      reserved?.close();
      reserved = null;
    },
  };
}
