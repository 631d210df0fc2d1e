import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createWorkspaceActor } from '../../../src/api/actors/workspaces/createWorkspace.actor';
import { deleteWorkspaceActor } from '../../../src/api/actors/workspaces/deleteWorkspace.actor';
import { fetchPortfolioWorkspacesActor } from '../../../src/api/actors/workspaces/fetchPortfolioWorkspaces.actor';
import { fetchWorkspaceActor } from '../../../src/api/actors/workspaces/fetchWorkspace.actor';
import { fetchWorkspaceSettingsActor } from '../../../src/api/actors/workspaces/fetchWorkspaceSettings.actor';
import { fetchWorkspacesActor } from '../../../src/api/actors/workspaces/fetchWorkspaces.actor';
import { saveWorkspaceSettingsActor } from '../../../src/api/actors/workspaces/saveWorkspaceSettings.actor';
import { updateWorkspaceActor } from '../../../src/api/actors/workspaces/updateWorkspace.actor';
import type { ApiClient } from '../../../src/api/client';

const PF = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const WS = '0d4a7c8e-2f61-4b39-8e5a-6c1f9b2d3e47';
const SETTINGS = { funding_sources: [{ name: 'Grants' }], status_items: [], priority_items: [], udf_fields: [{ name: 'Ward', kind: 'list', options: ['North'] }] };

type Case = [string, (api: ApiClient) => AnyActorLogic, unknown, string, Record<string, unknown>];

const cases: Case[] = [
  ['GET a portfolio’s workspaces, with the search', fetchPortfolioWorkspacesActor, { portfolioId: PF, page: 2, page_size: 20, q: 'storm' }, `/portfolios/${PF}/workspaces`, { query: { page: 2, page_size: 20, q: 'storm' } }],
  ['GET a portfolio’s workspaces, an empty search left out', fetchPortfolioWorkspacesActor, { portfolioId: PF, page: 1, page_size: 50, q: '' }, `/portfolios/${PF}/workspaces`, { query: { page: 1, page_size: 50, q: undefined } }],
  ['GET /workspaces', fetchWorkspacesActor, { page: 3, page_size: 10, q: 'roads' }, '/workspaces', { query: { page: 3, page_size: 10, q: 'roads' } }],
  ['GET /workspaces, an empty search left out', fetchWorkspacesActor, { page: 1, page_size: 50, q: '' }, '/workspaces', { query: { page: 1, page_size: 50, q: undefined } }],
  ['GET /workspaces/{id}', fetchWorkspaceActor, { workspaceId: WS }, `/workspaces/${WS}`, {}],
  ['POST a workspace', createWorkspaceActor, { portfolioId: PF, workspace: { name: 'Roads', description: '' } }, `/portfolios/${PF}/workspaces`, { method: 'POST', body: { name: 'Roads', description: '' } }],
  ['PUT /workspaces/{id}', updateWorkspaceActor, { id: WS, changes: { name: 'R', description: 'D' } }, `/workspaces/${WS}`, { method: 'PUT', body: { name: 'R', description: 'D' } }],
  ['DELETE /workspaces/{id}', deleteWorkspaceActor, { id: WS, confirmName: 'Roads' }, `/workspaces/${WS}`, { method: 'DELETE', body: { confirm_name: 'Roads' } }],
  ['GET settings', fetchWorkspaceSettingsActor, { workspaceId: WS }, `/workspaces/${WS}/settings`, {}],
  ['PUT settings', saveWorkspaceSettingsActor, { workspaceId: WS, settings: SETTINGS }, `/workspaces/${WS}/settings`, { method: 'PUT', body: SETTINGS }],
];

describe('workspace actors (issue 13)', () => {
  it.each(cases)('%s', async (_, factory, input, path, options) => {
    const request = vi.fn(() => Promise.resolve('answer'));
    const actor = createActor(factory({ request } as unknown as ApiClient), { input });
    await toPromise(actor.start());
    expect(request).toHaveBeenCalledWith(path, expect.anything(), { ...options, signal: expect.any(AbortSignal) });
  });
});
