import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadWhenIdle } from './LoadWhenIdle';

let idleTask: (() => void) | undefined;
vi.mock('../startup', () => ({
  whenIdle: (task: () => void) => {
    idleTask = task;
  },
}));

/** A control whose module arrives when `release` is called. */
function control() {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(() => ready.then(() => ({ name: 'panel' })));
  render(
    <LoadWhenIdle
      load={load}
      standIn={(press) => (
        <button type="button" onClick={press}>
          Bell
        </button>
      )}
    >
      {(_module, open) => <p>{open ? 'Panel open' : 'Panel closed'}</p>}
    </LoadWhenIdle>,
  );
  return { release, load };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('LoadWhenIdle', () => {
  it('loads the control when the page is idle, closed', async () => {
    const { release, load } = control();
    await act(async () => {
      idleTask?.();
      release();
      await settle();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Panel closed')).toBeTruthy();
  });

  it('opens the control when the stand-in is pressed before its module is in', async () => {
    const { release } = control();
    fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
    await act(async () => {
      release();
      await settle();
    });
    expect(screen.getByText('Panel open')).toBeTruthy();
  });

  it('opens the control when pressed after the idle load arrived but before the control showed', async () => {
    const { release } = control();
    await act(async () => {
      idleTask?.();
      release();
      await settle();
      // The module is in and the control is not rendered yet: the stand-in still takes the press.
      fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
    });
    expect(screen.getByText('Panel open')).toBeTruthy();
  });
});
