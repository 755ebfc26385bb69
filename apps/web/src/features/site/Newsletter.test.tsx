import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const form = { loads: 0, gate: Promise.resolve() };

let nearScreen: () => void;
beforeEach(() => {
  // Every test imports the form module (react-hook-form) afresh: counted, and held until `gate` settles.
  vi.resetModules();
  form.loads = 0;
  form.gate = Promise.resolve();
  vi.doMock('./NewsletterForm', async (importOriginal) => {
    form.loads += 1;
    await form.gate;
    return importOriginal();
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        nearScreen = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByRole('textbox', { name: 'Your e-mail address' });

async function renderNewsletter() {
  const { Newsletter } = await import('./Newsletter');
  render(<Newsletter />);
  await act(async () => {}); // effects have run
}

describe('Newsletter', () => {
  it('loads the form only when the footer nears the screen, showing the same fields until then', async () => {
    const user = userEvent.setup();
    await renderNewsletter();
    expect(field()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(form.loads).toBe(0);

    act(() => nearScreen());
    await waitFor(() => expect(field()).toHaveAttribute('name', 'email')); // react-hook-form's field
    expect(form.loads).toBe(1);
    await user.type(field(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('loads the form on focus; what was typed, the focus and a submission carry over', async () => {
    let open = () => {};
    form.gate = new Promise((resolve) => {
      open = () => resolve();
    });
    const user = userEvent.setup();
    await renderNewsletter();

    await user.type(field(), 'not-an-email{Enter}');
    expect(form.loads).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field()).toHaveAttribute('name', 'email');
    expect(field()).toHaveValue('not-an-email');
    expect(field()).toHaveFocus();
  });
});
