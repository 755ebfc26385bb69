import { NOT_FOUND_PAGE, pageTitle } from '@roamstead/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the SPEC heading, text and a link home, and titles the page', async () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: NOT_FOUND_PAGE.heading })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_PAGE.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_PAGE.button })).toHaveAttribute('href', '/');
    expect(document.title).toBe(pageTitle('Page not found'));
  });
});
