import type { Faq } from '@roamstead/contract';
import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicClient } from '../../../api/http';
import { answer } from '../../../api/testing';
import { renderWithProviders } from '../../../test/render';
import FaqsPage from './FaqsPage';

const FAQS: Record<string, Faq[]> = {
  en: [
    {
      id: 1,
      topic: 'General',
      question: 'What is Roamstead?',
      answer: 'A *marketplace*.',
      answer_html: '<p>A <em>marketplace</em>.</p>',
    },
  ],
  es: [
    {
      id: 1,
      topic: 'General',
      question: '¿Qué es Roamstead?',
      answer: 'Una plataforma.',
      answer_html: '<p>Una plataforma.</p>',
    },
  ],
};
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.spyOn(publicClient, 'get').mockImplementation(async (_url, options) => {
    const lang = String(options?.params?.lang);
    asked.push(lang);
    return answer({ success: true, data: FAQS[lang] ?? FAQS.en }) as never;
  });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('content in the visitor’s language', () => {
  it('asks for the active language and fetches again when it changes', async () => {
    renderWithProviders(<FaqsPage />);
    expect(await screen.findByText('What is Roamstead?')).toBeInTheDocument();
    expect(asked).toEqual(['en']);

    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('¿Qué es Roamstead?')).toBeInTheDocument();
    expect(screen.queryByText('What is Roamstead?')).not.toBeInTheDocument();
    expect(asked).toEqual(['en', 'es']);
  });
});
