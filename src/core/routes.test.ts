import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes.ts';

describe('isKnownPagePath', () => {
  it.each(['/', '/valuation', '/engineer/12', '/dealer/scan', '/assess/BKK-SIAM01', '/privacy', '/terms/'])(
    '%s is a page',
    (path) => expect(isKnownPagePath(path)).toBe(true),
  );
  it.each(['/nope', '/engineer/12/extra', '/valuationx', '/api/brands', '/assess'])(
    '%s is not a page',
    (path) => expect(isKnownPagePath(path)).toBe(false),
  );
});
