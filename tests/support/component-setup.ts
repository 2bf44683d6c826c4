import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadFullCatalogue } from '../../src/web/lib/i18n.ts';

/** Component tests: both whole catalogues loaded (as every page after the landing has them), a clean DOM after each. */
beforeAll(async () => {
  await Promise.all([loadFullCatalogue('th'), loadFullCatalogue('en')]);
});
afterEach(() => {
  cleanup();
});
