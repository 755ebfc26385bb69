import { expect, it, vi } from 'vitest';

vi.mock('zod', () => {
  throw new Error('zodFree.ts must not reach zod');
});

it('loads without zod', async () => {
  await expect(import('./zodFree')).resolves.toHaveProperty('PRODUCT_NAME');
});
