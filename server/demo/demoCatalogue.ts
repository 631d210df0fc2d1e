/**
 * The words the demo portfolios are made of: real asset classes and places of an Australian
 * regional council, combined deterministically so that every start loads the same data.
 */
export const ASSET_PROGRAMMES = [
  { name: 'Sealed Roads', text: 'Pavement renewal and resealing for the sealed road network' },
  { name: 'Footpaths & Cycleways', text: 'Concrete footpaths, shared paths and on-road cycle lanes' },
  { name: 'Stormwater Drainage', text: 'Pits, pipes, culverts and open channels of the drainage network' },
  { name: 'Water Mains', text: 'Potable water reticulation and trunk mains renewal' },
  { name: 'Sewer Network', text: 'Gravity sewers, rising mains and pump station renewals' },
  { name: 'Community Buildings', text: 'Halls, libraries, depots and administration buildings' },
  { name: 'Bridges & Major Culverts', text: 'Timber, concrete and steel bridges and major culverts' },
  { name: 'Parks & Open Space', text: 'Playgrounds, park furniture, sports fields and irrigation' },
  { name: 'Kerb & Channel', text: 'Kerb and gutter renewal tied to the road reconstruction program' },
  { name: 'Aquatic & Leisure Centres', text: 'Pools, plant rooms and leisure facility components' },
  { name: 'Street Lighting', text: 'Poles, luminaires and smart lighting controls' },
  { name: 'Coastal Protection', text: 'Seawalls, groynes and foreshore protection structures' },
] as const;

export const AREAS = [
  'Riverbend',
  'Hillcrest Ward',
  'Northern District',
  'Coastal Ward',
  'Southern Growth Area',
  'Central Business District',
] as const;

export const HORIZONS = ['10-year plan', '20-year outlook', 'renewal scenarios', 'capital works program'] as const;

export const WORKSPACE_NAMES = [
  { name: 'Long-term Financial Plan', description: 'Funding scenarios aligned with the council long-term financial plan' },
  { name: 'Budget Scenarios 2027/28', description: 'Compare constrained, current and unconstrained budgets' },
  { name: 'Condition Audit Update', description: 'Runs based on the latest condition audit data' },
  { name: 'Risk-based Renewals', description: 'Prioritisation by consequence of failure and criticality' },
] as const;

/** The settings every demo workspace starts with, so that its settings page shows a planner's lists. */
export const DEMO_WORKSPACE_SETTINGS = {
  funding_sources: ['Renewals', 'Capital works', 'Grants'],
  status_items: ['Draft', 'Under review', 'Approved'],
  priority_items: ['High', 'Medium', 'Low'],
  udf_fields: [
    { name: 'Ward', kind: 'list', options: ['North', 'South', 'East', 'West'] },
    { name: 'Review date', kind: 'date', options: [] },
    { name: 'Council resolution', kind: 'text', options: [] },
  ],
} as const;

export const EXTRA_PLANNERS = [
  { email: 'priya.sharma@horizon.test', first_name: 'Priya', last_name: 'Sharma', job_title: 'Senior Asset Engineer' },
  { email: 'liam.oconnor@horizon.test', first_name: 'Liam', last_name: "O'Connor", job_title: 'Infrastructure Planner' },
  { email: 'mei.chen@horizon.test', first_name: 'Mei', last_name: 'Chen', job_title: 'Strategic Asset Manager' },
] as const;
