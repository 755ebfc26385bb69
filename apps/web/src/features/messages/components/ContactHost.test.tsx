import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactHost } from './ContactHost';

const auth = vi.hoisted(() => ({
  user: null as { id: number } | null,
  openLogin: vi.fn<(options: { onSuccess: () => void }) => void>(),
}));
vi.mock('../../auth', () => ({
  useAuth: () => ({ user: auth.user }),
  useLoginModal: () => ({ open: auth.openLogin }),
}));
// Counts imports of the dialog module (Radix Dialog and the form).
const dialog = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./ContactHostDialog', async (importOriginal) => {
  dialog.loads += 1;
  return importOriginal();
});

const renderContactHost = () =>
  renderWithProviders(<ContactHost listingId={7} hostId={1} hostName="Ana" />, {
    path: '/listings/7?checkin=2030-03-02&checkout=2030-03-05&guests=2',
  });

beforeEach(() => {
  auth.user = null;
  auth.openLogin.mockReset();
});

describe('ContactHost', () => {
  it('loads the dialog on the first opening, with the dates and guests of the URL', async () => {
    auth.user = { id: 2 };
    const user = userEvent.setup();
    renderContactHost();
    expect(dialog.loads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Contact host' }));
    const opened = await screen.findByRole('dialog', { name: 'Message Ana' });
    expect(dialog.loads).toBe(1);
    expect(opened).toHaveTextContent('Ask Ana about the place');
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-02');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2030-03-05');
    expect(screen.getByLabelText('Guests')).toHaveValue(2);
  });

  it('asks an anonymous visitor to sign in first, then opens the dialog', async () => {
    const user = userEvent.setup();
    renderContactHost();
    await user.click(screen.getByRole('button', { name: 'Contact host' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.openLogin).toHaveBeenCalledOnce();

    act(() => auth.openLogin.mock.calls[0]?.[0].onSuccess());
    expect(await screen.findByRole('dialog', { name: 'Message Ana' })).toBeInTheDocument();
  });

  it('is not shown to the host of the listing', () => {
    auth.user = { id: 1 };
    renderContactHost();
    expect(screen.queryByRole('button', { name: 'Contact host' })).not.toBeInTheDocument();
  });
});
