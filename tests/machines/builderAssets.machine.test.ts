import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { builderAssetsMachine } from '../../src/machines/builderAssets.machine';
import { builderSelectionMachine, selectSelectedAssets } from '../../src/machines/builderSelection.machine';
import { startBuilderSelection } from './harness/builderSelection.harness';

const namespaceText = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../src/locales/namespaces/workPlanBuilder/${locale}.json`), 'utf8')) as { toast: { selectionLimit: string } };

/** The model paths of both machines run in modelPaths.test.ts with every other machine's. */
describe('the Builder selection', () => {
  it("warns with SPEC 5's words in every English locale", () => {
    for (const locale of ['en-AU', 'en-GB', 'en-US']) expect(namespaceText(locale).toast.selectionLimit).toBe('You have already selected 5 assets. No more assets can be selected.');
  });

  it('gives the selection to whoever adds treatments, in the order it was made', () => {
    const { actor } = startBuilderSelection();
    const asset = (source: string, id: string) => ({ id: `${source}/${id}`, data_source_id: source, asset_id: id, name: id, asset_class: null, location: null, hierarchy: null, criticality: null, network_measure: null, treatment_count: 0, first_year: null });
    for (const id of ['RD-3', 'RD-1']) actor.send({ type: 'asset.toggle', asset: asset('roads', id) });
    actor.send({ type: 'asset.toggle', asset: asset('mains', 'WM-1') });
    expect(selectSelectedAssets(actor.getSnapshot()).map(({ asset_id: id }) => id)).toEqual(['RD-3', 'RD-1', 'WM-1']);
  });

  it('fails loudly when its effects are not provided', async () => {
    const assets = createActor(builderAssetsMachine, { input: { workPlanId: 'plan' } }).start();
    await vi.waitFor(() => expect(assets.getSnapshot().context.failure?.message).toBe('loadDataSources not provided'));
    const selection = createActor(builderSelectionMachine, { input: { workPlanId: 'plan' } });
    const errors: unknown[] = [];
    selection.subscribe({ error: (error) => errors.push(error) });
    selection.start();
    for (const n of [1, 2, 3, 4, 5, 6]) selection.send({ type: 'asset.toggle', asset: { id: `roads/RD-${n}`, data_source_id: 'roads', asset_id: `RD-${n}`, name: null, asset_class: null, location: null, hierarchy: null, criticality: null, network_measure: null, treatment_count: 0, first_year: null } });
    expect(String(errors[0])).toMatch(/toast not provided/);
  });
});
