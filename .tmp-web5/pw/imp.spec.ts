import { test, expect } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/src/database/seed/accounts';
test('x', () => { expect(DEMO_MEMBER.email).toContain('@'); });
