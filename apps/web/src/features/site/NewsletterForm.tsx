import type { NewsletterBody } from '@roamstead/contract';
import { NEWSLETTER_PATH } from '@roamstead/contract/constants';
import { CheckCircle2 } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { publicClient, request } from '../../api/http';
import { useTranslation } from '../../i18n';
import { useFieldMessage, useServerSubmit } from '../../lib/forms';
import { NewsletterFields } from './NewsletterFields';

type Fields = { email: string };

// The footer is on every page: its schema (and zod) load on the first validation, not with the page.
const resolver: Resolver<Fields, unknown, NewsletterBody> = async (...args) =>
  (await import('./newsletterResolver')).newsletterResolver(...args);

/** Footer newsletter sign-up: validated here and on the server, stored once, confirmed by e-mail. */
export function NewsletterForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useForm<Fields, unknown, NewsletterBody>({ resolver, defaultValues: { email } });
  const { onSubmit, result, failure } = useServerSubmit(form, (body) =>
    request(publicClient.post(NEWSLETTER_PATH, body)),
  );

  if (result) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-surface p-3 text-sm text-success">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('site.newsletter.success')}
      </p>
    );
  }
  return (
    <NewsletterFields
      onSubmit={onSubmit}
      input={form.register('email')}
      submitting={form.formState.isSubmitting}
      error={fieldMessage(form.formState.errors.email?.message) ?? failure}
    />
  );
}
