import { STARTUP_DELAY_MS } from '@roamstead/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissStartupScreen, STARTUP_SHOWN_KEY } from './startup';

const startupDelayMs = Number(import.meta.env.VITE_STARTUP_DELAY_MS ?? STARTUP_DELAY_MS);

const screen = () => document.getElementById('startup') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.body.innerHTML = '<div id="startup"></div>';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the start-up screen', () => {
  it('holds on the first load of a browser session, then remembers it', async () => {
    expect(startupDelayMs).toBeGreaterThan(0);
    const done = dismissStartupScreen();
    await vi.advanceTimersByTimeAsync(startupDelayMs - 1);
    expect(screen().hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(screen().hidden).toBe(true);
    expect(sessionStorage.getItem(STARTUP_SHOWN_KEY)).toBe('1');
  });

  it('goes at once on a later load of the same session', async () => {
    sessionStorage.setItem(STARTUP_SHOWN_KEY, '1');
    await dismissStartupScreen();
    expect(screen().hidden).toBe(true);
  });
});
