import { CLIENT_ROUTES } from '@roamstead/contract/constants';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from './firstScreens';

describe('the screens whose code the page lists', () => {
  it('are client routes, named as matchClientRoute names them', () => {
    for (const route of Object.keys(FIRST_SCREENS)) expect(CLIENT_ROUTES, route).toContain(route);
  });
});
