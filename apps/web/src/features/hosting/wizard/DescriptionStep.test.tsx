import type { OwnListing } from '@roamstead/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DescriptionStep } from './DescriptionStep';

const patch = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: { patch: (...args: unknown[]) => patch(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch (err) {
      return [null, err];
    }
  },
}));

const listing = { id: 4, kind: 'home', title: '', description: '', missing: {} } as unknown as OwnListing;
const description = 'A bright loft under a turf roof, five minutes from the harbour, with a wood stove.';

function renderStep(onDone = vi.fn()) {
  renderWithProviders(<DescriptionStep listing={listing} onDone={onDone} />);
  return onDone;
}

beforeEach(() => patch.mockReset());

describe('title and description step', () => {
  it('explains the length rules before saving', async () => {
    const user = userEvent.setup();
    const onDone = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Loft');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Title must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 50 characters.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('moves on once the step is saved', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue({ data: { data: { ...listing, title: 'Turf-roof loft', description } } });
    const onDone = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Turf-roof loft');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), description);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
