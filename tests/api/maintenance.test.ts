import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { turnMaintenanceOff, turnMaintenanceOn } from '../../server/maintenance/maintenanceSwitch';
import { useTestServer } from './helpers/useTestServer';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the maintenance switch', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'horizon-maint-')), 'maintenance.json');
  const api = useTestServer('pglite', { MAINTENANCE_FILE: file });

  it('answers 503 with the message and status page while on, and recovers when off', async () => {
    const token = await api.server.tokenFor('viewer@horizon.test');
    const portfolios = () => fetch(`${api.server.baseUrl}/api/portfolios`, { headers: { authorization: `Bearer ${token}` } });
    expect((await portfolios()).status).toBe(200);

    turnMaintenanceOn(file, { message: 'Upgrading the database until 10:00 AEST.', status_page_url: 'https://status.horizon.example' });
    await settle();
    const down = await portfolios();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      code: 503,
      message: 'Upgrading the database until 10:00 AEST.',
      status_page_url: 'https://status.horizon.example',
    });
    expect((await fetch(`${api.server.baseUrl}/api/healthcheck`)).status).toBe(503);
    expect((await fetch(`${api.server.baseUrl}/api/config`)).status).toBe(200);

    turnMaintenanceOff(file);
    await settle();
    expect((await fetch(`${api.server.baseUrl}/api/healthcheck`)).status).toBe(200);
    expect((await portfolios()).status).toBe(200);
  });

  it('uses the default text when no message is given', async () => {
    turnMaintenanceOn(file, {});
    await settle();
    const body = await (await fetch(`${api.server.baseUrl}/api/healthcheck`)).json();
    expect(body).toMatchObject({ code: 503, message: 'The service is currently down for maintenance.' });
    turnMaintenanceOff(file);
  });
});
