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

/**
 * `startup.ts` and the query client as a page first loads them: start-up is looked for once per
 * page. The test setup counts components rendered alone as the page; `rendered: false` does not.
 */
async function freshStartup({ rendered = true } = {}) {
  vi.resetModules();
  const startup = await import('./startup');
  const { queryClient } = await import('./api/queryClient');
  if (rendered) startup.markFirstPageRendered();
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  /** Runs the idle callback asked for, and forgets it. */
  const whenIdle = () => {
    const callback = idle;
    idle = undefined;
    callback?.();
  };
  return { ...startup, queryClient, idleAsked: () => idle !== undefined, whenIdle };
}

/** An eager photo of the first screen, loaded when `loaded()` says so, and a lazy one below. */
function photos(loaded: () => boolean) {
  document.body.innerHTML = '<img src="/cover.webp" alt=""><img src="/below.webp" alt="">';
  const [cover, below] = [...document.images];
  Object.defineProperty(cover, 'complete', { get: loaded });
  // Left to lazy loading: never waited for (jsdom does not reflect the attribute).
  Object.defineProperty(below, 'loading', { value: 'lazy' });
}

describe('work deferred until after start-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for the browser to be idle', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { afterStartup, idleAsked, whenIdle } = await freshStartup();
    const task = vi.fn();
    afterStartup(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(idleAsked()).toBe(false);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    whenIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it("then for the first screen's data and photos, looked at twice in a row", async () => {
    let coverLoaded = false;
    photos(() => coverLoaded);
    const { afterStartup, queryClient, idleAsked, whenIdle } = await freshStartup();
    let answer: (value: string) => void = () => {};
    const data = queryClient.fetchQuery({
      queryKey: ['first-screen'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    const task = vi.fn();
    afterStartup(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(idleAsked()).toBe(false);
    answer('trips');
    await data;
    await vi.advanceTimersByTimeAsync(1000);
    expect(idleAsked()).toBe(false);
    coverLoaded = true;
    // Looked at twice in a row: the first look alone is not enough.
    await vi.advanceTimersByTimeAsync(100);
    expect(idleAsked()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    whenIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits 5 s at most for a photo that never arrives', async () => {
    photos(() => false);
    const { afterStartup, idleAsked, whenIdle } = await freshStartup();
    const late = vi.fn();
    afterStartup(late);
    await vi.advanceTimersByTimeAsync(4900);
    expect(idleAsked()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    whenIdle();
    expect(late).toHaveBeenCalledOnce();
  });

  it('waits for a layout to have rendered the first page, whose queries start with it', async () => {
    const { afterStartup, markFirstPageRendered, idleAsked, whenIdle } = await freshStartup({ rendered: false });
    const task = vi.fn();
    afterStartup(task);
    // Loaded, no query in flight, no image: still only the header is on screen.
    await vi.advanceTimersByTimeAsync(1000);
    expect(idleAsked()).toBe(false);
    markFirstPageRendered();
    await vi.advanceTimersByTimeAsync(200);
    whenIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('looks for the first screen once: work asked for later waits only for an idle moment', async () => {
    let photoLoaded = false;
    photos(() => photoLoaded);
    const { afterStartup, idleAsked, whenIdle } = await freshStartup();
    afterStartup(() => {});
    photoLoaded = true;
    await vi.advanceTimersByTimeAsync(200);
    whenIdle();
    // Another screen's photo is on its way now: that is not start-up any more.
    photoLoaded = false;
    const later = vi.fn();
    afterStartup(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(idleAsked()).toBe(true);
    whenIdle();
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('start-up steps', () => {
  it('run in tasks of their own until the first page has rendered, then at once', async () => {
    const { startupTask, markFirstPageRendered } = await freshStartup({ rendered: false });
    const order: string[] = [];
    void startupTask().then(() => order.push('step'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('this task ends');
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['this task ends', 'step']);

    markFirstPageRendered();
    order.length = 0;
    void startupTask().then(() => order.push('step'));
    await Promise.resolve();
    order.push('this task goes on');
    expect(order).toEqual(['step', 'this task goes on']);
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

  it('names the same mark as its icon, written in, so the browser asks for no file', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');
    const icon = read('index.html').match(
      /<link rel="icon" type="image\/svg\+xml" href='data:image\/svg\+xml,([^']+)'/,
    )?.[1];
    expect(icon).toBeDefined();
    expect(decodeURIComponent(icon ?? '')).toBe(read('public/logo.svg').trim());
  });
});
