import type { ComponentPropsWithRef, FormEventHandler } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/TextField';

interface NewsletterFieldsProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The e-mail input's props: react-hook-form's `register`, or the stand-in's own. */
  input: ComponentPropsWithRef<'input'>;
  submitting?: boolean;
  error?: string | null;
}

/** The footer newsletter form's markup, shared by the form and its stand-in (`Newsletter`). */
export function NewsletterFields({ onSubmit, input, submitting = false, error }: NewsletterFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
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
          {...input}
        />
        <Button type="submit" disabled={submitting} className="shrink-0">
          {submitting ? t('site.newsletter.subscribing') : t('site.newsletter.subscribe')}
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
