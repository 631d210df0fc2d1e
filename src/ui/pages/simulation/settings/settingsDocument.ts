import { z } from 'zod';

/*
 * The parts of a settings.json (GET /simulation-settings/{ssId}/{version} `document`) that the
 * settings tab shows. The server accepted the whole file against its schema; here each part is
 * read leniently, so that a field the page does not show never hides the rest.
 */
const criterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  weight: z.number(),
  /** Age in years at which an asset passes from state n to n+1, for n = 0..5. */
  profile: z.array(z.number()),
  distribution: z.string(),
});

const treatmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  costType: z.string().default('Renewal'),
  unitCost: z.number(),
  trigger: z.object({ criterion: z.string(), fromState: z.number(), toState: z.number().default(6) }),
});

const documentSchema = z.object({
  criteria: z.array(criterionSchema).catch([]),
  treatments: z.array(treatmentSchema).catch([]),
  strategy: z.object({ fundingSources: z.array(z.object({ id: z.string(), name: z.string() })).catch([]) }).catch({ fundingSources: [] }),
});

export type SettingsCriterion = z.infer<typeof criterionSchema>;
export type SettingsTreatment = z.infer<typeof treatmentSchema>;
export type SettingsDocument = z.infer<typeof documentSchema>;

export function readSettingsDocument(document: Record<string, unknown>): SettingsDocument {
  return documentSchema.parse(document);
}

/**
 * A criterion's degradation profile as chart points: state 0 from age 0, then state n+1 from the
 * n-th age of the profile (the age at which an asset passes from state n to n+1).
 */
export function profilePoints(profile: readonly number[]): Array<{ x: number; y: number }> {
  return [{ x: 0, y: 0 }, ...profile.map((age, index) => ({ x: age, y: index + 1 }))];
}
