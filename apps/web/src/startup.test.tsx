import { PAGE_COOKIES } from '@roamstead/contract/constants';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

const STARTUP_SHOWN_COOKIE = PAGE_COOKIES.startupShown;

import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissStartupScreen, useIdle, whenIdle } from './startup';

function IdleProbe() {
  return <p>{useIdle() ? 'idle' : 'busy'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the module sets
  document.cookie = `${STARTUP_SHOWN_COOKIE}=; max-age=0; path=/`;
});

describe('start-up', () => {
  it('runs idle work once the page has loaded and the browser is idle', async () => {
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('reports busy on the server, so hydration matches it, and idle once mounted in a browser', async () => {
    expect(renderToString(<IdleProbe />)).toContain('busy');
    render(<IdleProbe />);
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });

  it("hides the server's start-up screen after SPEC §2's hold and remembers it for the session", async () => {
    document.body.innerHTML = '<div id="startup"></div>';
    vi.useFakeTimers();
    const dismissed = dismissStartupScreen();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(document.getElementById('startup')?.hidden).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await dismissed;
    expect(document.getElementById('startup')?.hidden).toBe(true);
    expect(document.cookie).toContain(`${STARTUP_SHOWN_COOKIE}=1`);
  });

  it('does nothing on a page sent without the start-up screen', async () => {
    await expect(dismissStartupScreen()).resolves.toBeUndefined();
    expect(document.cookie).not.toContain(STARTUP_SHOWN_COOKIE);
  });
});
