import { createHash } from 'node:crypto';

/**
 * A simulation's report entries are not rows of their own (a lite tab is served straight from the
 * run's results), yet SPEC 3 gives every report an id: a name-based UUID (RFC 9562 version 5) of
 * the simulation and the report code, the same on every read and for every run.
 */
export function simulationReportId(simulationId: string, code: string): string {
  const hash = createHash('sha1').update(`horizon:simulation-report:${simulationId}:${code}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
