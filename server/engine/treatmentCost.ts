import type { Model } from './model';

/** Cost = unit cost × apply rate × network measure × (1 + cost variation). */
export function treatmentCost(model: Model, asset: number, t: number): number {
  const variation = model.costFactor[t];
  return (model.costPerMeasure[t] as number) * (model.assets.networkMeasure[asset] as number) * (variation ? (variation[asset] as number) : 1);
}
