import type { HelpCategory } from '../../../api/schemas/helpArticle.schema';

/** The PrimeIcons of the help centre's categories. */
export const CATEGORY_ICONS: Record<HelpCategory, string> = {
  'getting-started': 'pi-compass',
  simulations: 'pi-upload',
  reports: 'pi-chart-bar',
  'work-plans': 'pi-calendar',
  account: 'pi-id-card',
  integrations: 'pi-link',
};
