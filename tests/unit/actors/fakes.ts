import { vi } from 'vitest';
import type { SessionExpiry } from '../../../src/api/auth/sessionExpiry';

/** A session expiry held in memory, with a switch for "has passed". */
export function fakeExpiry(recorded: number | null = null, passed = false) {
  let value = recorded;
  const expiry: SessionExpiry & { value: () => number | null } = {
    record: vi.fn((exp: number) => void (value = exp + 86_400)),
    clear: vi.fn(() => void (value = null)),
    isRecorded: () => value !== null,
    hasPassed: () => passed && value !== null,
    value: () => value,
  };
  return expiry;
}
