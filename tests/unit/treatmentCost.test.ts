import { describe, expect, it } from 'vitest';
import { contingencyAmount, phaseTreatmentCost, pricedMeasure, proposedSpend, roundCents, treatmentCostEstimate, unitCost } from '../../src/api/rules/treatmentCost';

describe('treatment cost (SPEC 5: cost estimation = (treatment cost + cost variation) x asset network measure)', () => {
  it('multiplies the cost and its variation by the network measure', () => {
    expect(treatmentCostEstimate({ cost: 42, variation: 0, network_measure: 936 })).toBe(39_312);
    expect(treatmentCostEstimate({ cost: 42, variation: 3.5, network_measure: 936 })).toBe(42_588);
    expect(treatmentCostEstimate({ cost: 42, variation: -2, network_measure: 10.5 })).toBe(420);
  });

  it('rounds to cents', () => {
    expect(treatmentCostEstimate({ cost: 0.1, variation: 0.2, network_measure: 3 })).toBe(0.9);
    expect(roundCents(12.345_6)).toBe(12.35);
  });

  it('prices an asset without a positive network measure as one unit', () => {
    expect(treatmentCostEstimate({ cost: 1_250, variation: 50, network_measure: null })).toBe(1_300);
    expect(treatmentCostEstimate({ cost: 1_250, variation: 0, network_measure: 0 })).toBe(1_250);
    expect(pricedMeasure(-3)).toBe(1);
  });

  it("prices a simulation's work per unit, so that without variation the estimate is the work's cost", () => {
    expect(unitCost(39_312, 936)).toBe(42);
    expect(unitCost(1_250, null)).toBe(1_250);
    const cost = unitCost(12_345.67, 333);
    expect(treatmentCostEstimate({ cost, variation: 0, network_measure: 333 })).toBe(12_345.67);
    expect(treatmentCostEstimate({ cost, variation: 2, network_measure: 333 })).toBe(13_011.67);
  });

  it("sums a phase's treatments, and adds its contingency as a percentage of that sum", () => {
    const cost = phaseTreatmentCost([39_312, 420.25, 0.75]);
    expect(cost).toBe(39_733);
    expect(contingencyAmount(cost, 10)).toBe(3_973.3);
    expect(proposedSpend(cost, 10)).toBe(43_706.3);
    expect(proposedSpend(cost, 0)).toBe(cost);
    expect(proposedSpend(0, 100)).toBe(0);
    expect(phaseTreatmentCost([])).toBe(0);
  });
});
