import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const inspector = vi.hoisted(() => ({ inspect: { next: () => undefined } }));
const createBrowserInspector = vi.hoisted(() => vi.fn(() => inspector));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh copy of the module, whose inspector is started at most once per page. */
async function load(search: string) {
  vi.stubGlobal('window', { location: { search } });
  vi.resetModules();
  return import('../../src/ui/app/devInspector');
}

describe('the development inspector', () => {
  beforeEach(() => createBrowserInspector.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('?inspect in a development build opens the Stately inspector for the root actors', async () => {
    const { startDevInspector, devInspect } = await load('?inspect');
    await startDevInspector();
    expect(createBrowserInspector).toHaveBeenCalledOnce();
    expect(devInspect()).toBe(inspector.inspect);
  });

  it('without ?inspect nothing is opened', async () => {
    const { startDevInspector, devInspect } = await load('?tab=members');
    await startDevInspector();
    expect(createBrowserInspector).not.toHaveBeenCalled();
    expect(devInspect()).toBeUndefined();
  });

  it('a production build never loads the inspector', async () => {
    vi.stubEnv('DEV', false);
    const { startDevInspector, devInspect } = await load('?inspect');
    await startDevInspector();
    expect(createBrowserInspector).not.toHaveBeenCalled();
    expect(devInspect()).toBeUndefined();
  });
});
