import type { Faq } from '@roamstead/contract';
import { act, cleanup, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicClient } from '../../../api/http';
import { reply } from '../../../api/testing';
import { renderWithProviders } from '../../../test/render';
import FaqsPage from './FaqsPage';

const FAQS: Record<string, Faq[]> = {
  en: [{ id: 1, topic: 'General', question: 'What is Roamstead?', answer: 'A marketplace.' }],
  es: [{ id: 1, topic: 'General', question: '¿Qué es Roamstead?', answer: 'Una plataforma.' }],
};
const asked: string[] = [];
const adapter = publicClient.defaults.adapter;

beforeEach(() => {
  asked.length = 0;
  publicClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const lang = String(config.params?.lang);
    asked.push(lang);
    return reply(config, 200, { success: true, data: FAQS[lang] ?? FAQS.en });
  };
});
afterEach(async () => {
  cleanup();
  publicClient.defaults.adapter = adapter;
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
