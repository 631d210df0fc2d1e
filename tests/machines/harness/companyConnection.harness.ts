import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { CompanyConnection, CompanyConnectionUpdate } from '../../../src/api/schemas/companyConnection.schema';
import { companyConnectionMachine, type CompanyConnectionInput } from '../../../src/machines/companyConnection.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startCompanyConnection(input: CompanyConnectionInput = { today: new Date() }) {
  const fetchConnection = controllablePromise<CompanyConnection>();
  const saveConnection = controllablePromise<CompanyConnection, { companyId: string; update: CompanyConnectionUpdate }>();
  const effects = { endRefusedSession: vi.fn(), notifySaved: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(
    companyConnectionMachine.provide({ actors: { fetchConnection: fetchConnection.logic, saveConnection: saveConnection.logic }, actions: effects }),
    { input },
  ).start();
  return { actor, fetchConnection, saveConnection, ...effects, driver: createPathDriver(actor, { fetchConnection, saveConnection }, {}, effects) };
}
