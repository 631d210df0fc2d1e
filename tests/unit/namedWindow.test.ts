import { describe, expect, it, vi } from 'vitest';
import { createNamedWindow } from '../../src/ui/browser/namedWindow';

/** A browser window whose `open` hands out fake windows, as a popup blocker allows them or not. */
function fakeBrowser(allowed: boolean) {
  const opened: Array<{ url: string; name: string; window: { location: { href: string }; closed: boolean; close: () => void } }> = [];
  const open = vi.fn((url: string, name: string) => {
    if (!allowed) return null;
    const window = { location: { href: url || 'about:blank' }, closed: false, close: vi.fn(() => (window.closed = true)) };
    opened.push({ url, name, window });
    return window;
  });
  return { browser: { open, location: { origin: 'http://localhost:3000' } } as unknown as Window, opened, open };
}

describe('named window', () => {
  it('shows the address in the window taken on the click', () => {
    const { browser, opened } = fakeBrowser(true);
    const named = createNamedWindow('horizon-help', browser);
    named.reserve();
    named.show('/help');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ url: '', name: 'horizon-help' });
    expect(opened[0]!.window.location.href).toBe('http://localhost:3000/help');
  });

  it('opens the window of that name with the address when none could be taken', () => {
    const { browser, open } = fakeBrowser(false);
    const named = createNamedWindow('horizon-help', browser);
    named.reserve();
    named.show('https://academy.example.org/start');
    expect(open).toHaveBeenLastCalledWith('https://academy.example.org/start', 'horizon-help');
  });

  it('closes the window it took when there is nothing to show', () => {
    const { browser, opened } = fakeBrowser(true);
    const named = createNamedWindow('horizon-learning', browser);
    named.reserve();
    named.release();
    expect(opened[0]!.window.closed).toBe(true);
  });
});
