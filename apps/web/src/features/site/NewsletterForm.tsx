import type { NewsletterBody } from '@roamstead/contract';
import { NEWSLETTER_PATH } from '@roamstead/contract/constants';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { publicClient, request } from '../../api/http';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/TextField';
import { useFieldMessage, useServerSubmit } from './forms';

type Fields = { email: string };

// The footer is on every page: its schema (and zod) load on the first validation, not with the page.
const resolver: Resolver<Fields, unknown, NewsletterBody> = async (...args) =>
  (await import('./newsletterResolver')).newsletterResolver(...args);

/** Footer newsletter sign-up: validated here and on the server, stored once, confirmed by e-mail. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const form = useForm<Fields, unknown, NewsletterBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const { onSubmit, result, failure } = useServerSubmit(form, (body) =>
    request(publicClient.post(NEWSLETTER_PATH, body)),
  );
  const error = fieldMessage(form.formState.errors.email?.message) ?? failure;

  if (result) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-surface p-3 text-sm text-success">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('site.newsletter.success')}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        {t('site.newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('site.newsletter.lead')}</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('site.newsletter.label')}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('site.newsletter.placeholder')}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('email')}
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className="shrink-0">
          {form.formState.isSubmitting ? t('site.newsletter.subscribing') : t('site.newsletter.subscribe')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
