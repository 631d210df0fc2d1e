import { describe, expect, it, vi } from 'vitest';
import { installPopStateGate } from '../../src/ui/browser/popStateGate';

/** A window as the DOM dispatches to it: listeners of the target called in the order they were added. */
function browserWindow() {
  return new EventTarget() as unknown as Window;
}

describe('installPopStateGate', () => {
  it('hears Back and Forward before a router that listened later, and can keep the router from hearing them', () => {
    const window = browserWindow();
    const gate = installPopStateGate(window);
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const guard = vi.fn((event: Event) => event.stopImmediatePropagation());
    const stop = gate.listen(guard);

    window.dispatchEvent(new Event('popstate'));
    expect(guard).toHaveBeenCalledOnce();
    expect(router).not.toHaveBeenCalled();

    stop();
    window.dispatchEvent(new Event('popstate'));
    expect(guard).toHaveBeenCalledOnce();
    expect(router).toHaveBeenCalledOnce();
  });

  it('is installed once per window, so that a later install still hears first', () => {
    const window = browserWindow();
    const first = installPopStateGate(window);
    window.addEventListener('popstate', vi.fn());
    expect(installPopStateGate(window)).toBe(first);
  });
});
