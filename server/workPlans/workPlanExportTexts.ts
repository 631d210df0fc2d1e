import { localeSchema, type Profile } from '../../src/api/schemas/profile.schema';
import { DEFAULT_LOCALE, lookUp, namespaceStrings } from '../reports/workbookTexts';

/** A text of the plan's workbook (`workbook.<key>`) in the requester's locale, falling back to en-AU as the UI does. */
export type PlanWorkbookTexts = { locale: Profile['locale']; text: (key: string) => string };

/** The Insights tab's own texts: the workbook names things as the screen does. */
export async function planWorkbookTexts(requested: string): Promise<PlanWorkbookTexts> {
  const locale = localeSchema.catch(DEFAULT_LOCALE).parse(requested);
  const [own, fallback] = await Promise.all([
    namespaceStrings('workPlanInsights', locale),
    namespaceStrings('workPlanInsights', DEFAULT_LOCALE),
  ]);
  return {
    locale,
    text(key) {
      const full = `workbook.${key}`;
      const found = lookUp(own, full) ?? lookUp(fallback, full);
      if (found === undefined) throw new Error(`workPlanInsights has no text ${full}`);
      return found;
    },
  };
}
