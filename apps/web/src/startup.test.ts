import { STARTUP_DELAY_MS } from '@roamstead/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './api/queryClient';
import { afterStartup, dismissStartupScreen, STARTUP_SHOWN_KEY } from './startup';

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

describe('work deferred until after start-up', () => {
  it('waits for the load event, then for the browser to be idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterStartup(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(idle).toBeUndefined();

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("then for the first screen's data and photos, 5 s at most", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const whenIdle = () => idle?.();
    document.body.innerHTML = '<img src="/cover.webp" alt=""><img src="/below.webp" alt="">';
    const [cover, below] = [...document.images];
    let coverLoaded = false;
    Object.defineProperty(cover, 'complete', { get: () => coverLoaded });
    // Left to lazy loading: never waited for (jsdom does not reflect the attribute).
    Object.defineProperty(below, 'loading', { value: 'lazy' });
    let answer: (value: string) => void = () => {};
    const data = queryClient.fetchQuery({
      queryKey: ['first-screen'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    const task = vi.fn();
    afterStartup(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toBeUndefined();
    answer('trips');
    await data;
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toBeUndefined();
    coverLoaded = true;
    // Looked at twice in a row: the first look alone is not enough.
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    whenIdle();
    expect(task).toHaveBeenCalledOnce();

    // A photo that never arrives holds the work back 5 s at most.
    coverLoaded = false;
    idle = undefined;
    const late = vi.fn();
    afterStartup(late);
    await vi.advanceTimersByTimeAsync(4900);
    expect(idle).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    whenIdle();
    expect(late).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe("work deferred until after start-up, in the app's first moments", () => {
  it('waits for a layout to have rendered the first page, whose queries start with it', async () => {
    // A fresh module: the test setup counts components rendered alone as the page.
    vi.resetModules();
    const startup = await import('./startup');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const task = vi.fn();
    startup.afterStartup(task);
    // Loaded, no query in flight, no image: still only the header is on screen.
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toBeUndefined();
    startup.markFirstPageRendered();
    await vi.advanceTimersByTimeAsync(200);
    idle?.();
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('the start-up screen in index.html', () => {
  it('paints its logo from the document alone: the inline mark is public/logo.svg', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');
    const shapes = (svg: string) => svg.replace(/<title>.*?<\/title>/, '').match(/<(rect|path|circle) [^>]*\/>/g);
    const inline = read('index.html').match(/<div id="startup"[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(inline).not.toContain('<img');
    expect(shapes(inline)).toEqual(shapes(read('public/logo.svg')));
  });
});
