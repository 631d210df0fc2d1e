/** The demo accounts that README and the sign-in page list; all share one password. */
export const DEMO_PASSWORD = 'horizon';

export const DEMO_ACCOUNTS = [
  { email: 'admin@horizon.test', first_name: 'Alex', last_name: 'Morgan', role: 'Admin of the demo portfolios', job_title: 'Asset Management Lead' },
  { email: 'editor@horizon.test', first_name: 'Erin', last_name: 'Walsh', role: 'Editor of the demo portfolios', job_title: 'Asset Planner' },
  { email: 'viewer@horizon.test', first_name: 'Vikram', last_name: 'Patel', role: 'Viewer of the demo portfolios', job_title: 'Finance Analyst' },
  { email: 'outsider@horizon.test', first_name: 'Olivia', last_name: 'Brooks', role: 'Member of no portfolio, no subscription', job_title: 'Consultant' },
  { email: 'owner@horizon.test', first_name: 'Oscar', last_name: 'Nguyen', role: 'Billing owner of the subscriptions', job_title: 'Director of Infrastructure' },
] as const;

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];
