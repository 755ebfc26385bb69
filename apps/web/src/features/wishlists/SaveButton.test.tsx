import type { User } from '@roamstead/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../api/http';
import { apiClient } from '../../api/http';
import { sessionStore } from '../../api/session';
import { renderWithProviders, signInAs } from '../../test/render';
import { PendingSaveWatcher } from './PendingSaveWatcher';
import { rememberPendingSave } from './pendingSave';
import { SaveButton } from './SaveButton';

const user = { id: 7, email: 'rudo@example.com', role: 'guest', user_metadata: { name: 'Rudo' } } as User;
const ok = (data: unknown) => Promise.resolve({ data: { success: true, data } } as HttpResponse);
const summary = (id: number, name: string) => ({
  id,
  name,
  item_count: 1,
  cover: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const renderWithin = (element: React.ReactNode) => renderWithProviders(element, { auth: true });
const signIn = () => signInAs(user);

describe('SaveButton', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    sessionStore.clear();
    await sessionStore.flushed();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks an anonymous visitor to sign in and remembers the save', async () => {
    const get = vi.spyOn(apiClient, 'get');
    renderWithin(<SaveButton listingId={42} title="Harbour loft" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Harbour loft to a wishlist' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('roamstead.pendingWishlistSave') ?? '{}').listingId).toBe(42);
    // Nothing about wishlists is asked of the server without a session.
    expect(get.mock.calls.filter(([url]) => String(url).startsWith('/wishlists'))).toEqual([]);
  }, 20_000);

  it('shows a saved listing filled, and a click takes it out of the wishlists', async () => {
    await signIn();
    vi.spyOn(apiClient, 'get').mockImplementation((url) =>
      url === '/wishlists/saved-ids' ? ok([{ listing_id: 42, wishlist_ids: [3] }]) : ok([]),
    );
    const remove = vi.spyOn(apiClient, 'delete').mockImplementation(() => ok({ listing_id: 42, wishlist_ids: [3] }));
    renderWithin(<SaveButton listingId={42} title="Harbour loft" />);
    const heart = await screen.findByRole('button', { name: 'Remove Harbour loft from your wishlists' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(remove).toHaveBeenCalledWith('/wishlists/saved/42');
  });

  it('lets a signed-in user pick a wishlist', async () => {
    await signIn();
    vi.spyOn(apiClient, 'get').mockImplementation((url) =>
      url === '/wishlists' ? ok([summary(3, 'Beaches'), summary(5, 'Cities')]) : ok([]),
    );
    const post = vi.spyOn(apiClient, 'post').mockImplementation(() => ok(summary(5, 'Cities')));
    renderWithin(<SaveButton listingId={42} title="Harbour loft" />);
    const heart = await screen.findByRole('button', { name: 'Save Harbour loft to a wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a wishlist' });
    // With wishlists to choose from, the new-wishlist name starts empty.
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.click(await screen.findByRole('button', { name: /Cities/ }));
    expect(post).toHaveBeenCalledWith('/wishlists/5/items', { listing_id: 42 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('PendingSaveWatcher', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    sessionStore.clear();
    await sessionStore.flushed();
  });
  afterEach(() => vi.restoreAllMocks());

  it('completes a save started before sign-in into a new "Favourites" wishlist, once', async () => {
    rememberPendingSave(42);
    vi.spyOn(apiClient, 'get').mockImplementation(() => ok([]));
    const post = vi.spyOn(apiClient, 'post').mockImplementation(() => ok(summary(9, 'Favourites')));
    renderWithin(<PendingSaveWatcher />);
    // Nothing happens while signed out: the save stays pending.
    await act(() => sessionStore.ready());
    expect(sessionStorage.getItem('roamstead.pendingWishlistSave')).not.toBeNull();
    expect(post).not.toHaveBeenCalled();

    await signIn();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/wishlists', { name: 'Favourites', listing_id: 42 }));
    expect(sessionStorage.getItem('roamstead.pendingWishlistSave')).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('adds to the most recently changed wishlist when there is one', async () => {
    rememberPendingSave(42);
    await signIn();
    vi.spyOn(apiClient, 'get').mockImplementation(() => ok([summary(3, 'Beaches'), summary(5, 'Cities')]));
    const post = vi.spyOn(apiClient, 'post').mockImplementation(() => ok(summary(3, 'Beaches')));
    renderWithin(<PendingSaveWatcher />);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/wishlists/3/items', { listing_id: 42 }));
  });
});
