import { describe, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { describePermissionMatrix } from './helpers/permissionMatrix';

// The same matrix on the real PostgreSQL, when TEST_DATABASE_URL names one (tests/api/permissions.matrix.test.ts runs it on PGlite).
if (DATABASE_KINDS.includes('postgres')) describePermissionMatrix('postgres');
else describe.skip('permission matrix on postgres (TEST_DATABASE_URL is not set)', () => it('runs against PostgreSQL', () => undefined));
