import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Backlog } from '../../server/engine/backlog';
import type { Model } from '../../server/engine/model';

const LOCATIONS = 3;

/** The parts of a model that the backlog reads: where each asset is and whether it has a value. */
function modelOf(location: number[], value: number[]): Model {
  return { assetCount: location.length, locationCount: LOCATIONS, location: Uint32Array.from(location), assetValue: Float64Array.from(value) } as unknown as Model;
}

const cents = (amount: number) => Math.round(amount * 100);

const scenario = fc.record({
  assets: fc.array(fc.record({ location: fc.nat({ max: LOCATIONS - 1 }), value: fc.constantFrom(0, 250_000) }), { minLength: 1, maxLength: 30 }),
  needs: fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 5e6, noNaN: true }))), { maxLength: 200 }),
});

describe('the backlog', () => {
  test('is always the sum of the needs to the cent, for the network, the valued assets and each location', () => {
    fc.assert(
      fc.property(scenario, ({ assets, needs }) => {
        const backlog = new Backlog(modelOf(assets.map((asset) => asset.location), assets.map((asset) => asset.value)));
        for (const [pick, cost] of needs) backlog.set(pick % assets.length, cost);

        const total = (keep: (asset: number) => boolean) => assets.reduce((sum, _, asset) => sum + (keep(asset) ? cents(backlog.need[asset] as number) : 0), 0) / 100;
        expect(backlog.total).toBe(total(() => true));
        expect(backlog.valuedTotal).toBe(total((asset) => (assets[asset]?.value ?? 0) > 0));
        for (let l = 0; l < LOCATIONS; l++) {
          expect(backlog.atLocation(l)).toBe(total((asset) => assets[asset]?.location === l));
          expect(backlog.valuedAtLocation(l)).toBe(total((asset) => assets[asset]?.location === l && (assets[asset]?.value ?? 0) > 0));
        }
      }),
    );
  });

  test('returns to exactly zero when every need is met, whatever came before', () => {
    fc.assert(
      fc.property(scenario, ({ assets, needs }) => {
        const backlog = new Backlog(modelOf(assets.map((asset) => asset.location), assets.map((asset) => asset.value)));
        for (const [pick, cost] of needs) backlog.set(pick % assets.length, cost);
        assets.forEach((_, asset) => backlog.set(asset, 0));
        expect([backlog.total, backlog.valuedTotal, backlog.atLocation(0), backlog.valuedAtLocation(LOCATIONS - 1)]).toEqual([0, 0, 0, 0]);
      }),
    );
  });
});
