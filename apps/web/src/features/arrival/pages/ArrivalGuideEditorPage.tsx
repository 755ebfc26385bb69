import type { ArrivalGuideTexts, ArrivalStay, HostArrivalGuide, WriteArrivalGuide } from '@roamstead/contract';
import {
  ARRIVAL_GUIDE_TEXTS,
  ARRIVAL_LIMITS,
  CHECKIN_METHODS,
  CONTENT_LANGUAGES,
  type ContentLanguage,
} from '@roamstead/contract/constants';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { type ApiError, normaliseError, serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField, TextAreaField } from '../../../ui/FormFields';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { useArrivalStays, useHostArrivalGuide, useSaveArrivalGuide, useSaveDoorCode } from '../api';

type Form = {
  release_days: string;
  checkin_method: string;
  door_code: string;
  wifi_name: string;
  wifi_password: string;
  texts: Record<ContentLanguage, ArrivalGuideTexts>;
};

const emptyTexts = () => Object.fromEntries(ARRIVAL_GUIDE_TEXTS.map((k) => [k, ''])) as ArrivalGuideTexts;

const toForm = (guide: HostArrivalGuide): Form => ({
  release_days: String(guide.release_days),
  checkin_method: guide.checkin_method,
  door_code: guide.door_code,
  wifi_name: guide.wifi_name,
  wifi_password: guide.wifi_password,
  texts: Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => [lang, { ...emptyTexts(), ...guide.texts[lang] }]),
  ) as Form['texts'],
});

const hasText = (texts: ArrivalGuideTexts | undefined) => !!texts && Object.values(texts).some((v) => v.trim() !== '');

const languageName = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** /dashboard/host/listings/:listingId/arrival-guide: the host writes the guide and per-stay codes. */
export default function ArrivalGuideEditorPage() {
  const { t } = useTranslation();
  const listingId = Number(useParams().listingId) || 0;
  const guide = useHostArrivalGuide(listingId);
  return (
    <DashboardPage
      title={t('arrival.editor.title')}
      description={t('arrival.editor.description')}
      actions={
        <Link to="/dashboard/host/listings" className="inline-flex items-center gap-1 text-sm font-semibold underline">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('arrival.editor.back')}
        </Link>
      }
    >
      {guide.isPending ? (
        <Skeleton rows={4} rowClassName="h-16" />
      ) : guide.isError ? (
        <QueryError error={guide.error} onRetry={() => void guide.refetch()} />
      ) : (
        <>
          <GuideForm listingId={listingId} guide={guide.data} />
          <StayCodes listingId={listingId} />
        </>
      )}
    </DashboardPage>
  );
}

function GuideForm({ listingId, guide }: { listingId: number; guide: HostArrivalGuide }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const save = useSaveArrivalGuide(listingId);
  const [tab, setTab] = useState<ContentLanguage>(
    CONTENT_LANGUAGES.find((lang) => guide.texts[lang]) ??
      (CONTENT_LANGUAGES.find((lang) => lang === i18n.language) || 'en'),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Form>({ defaultValues: toForm(guide) });
  const { errors, isSubmitting } = form.formState;
  const texts = form.watch('texts');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body: WriteArrivalGuide = {
      release_days: Number(values.release_days),
      checkin_method: values.checkin_method as WriteArrivalGuide['checkin_method'],
      door_code: values.door_code.trim(),
      wifi_name: values.wifi_name.trim(),
      wifi_password: values.wifi_password.trim(),
      texts: Object.fromEntries(
        CONTENT_LANGUAGES.filter((l) => hasText(values.texts[l])).map((l) => [l, values.texts[l]]),
      ),
    };
    try {
      await save.mutateAsync(body);
      notify.success(t('arrival.editor.saved'));
    } catch (err) {
      const error = normaliseError(err) as ApiError;
      const fields = Object.entries(error.details ?? {});
      for (const [field, [message = ''] = []] of fields) {
        if (field === 'texts' || field.startsWith('texts.')) setFormError(t('arrival.editor.needText'));
        else if (field in values) form.setError(field as keyof Form, { message }, { shouldFocus: true });
      }
      if (fields.length === 0) setFormError(serverMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card title={t('arrival.editor.access')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('arrival.editor.release')}
            placeholder={t('arrival.editor.releasePick')}
            required
            options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({
              value: String(n),
              label: t('arrival.editor.days', { count: n }),
            }))}
            error={errors.release_days?.message}
            {...form.register('release_days', { required: t('arrival.editor.releasePick') })}
          />
          <SelectField
            label={t('arrival.editor.method')}
            placeholder={t('arrival.editor.methodPick')}
            required
            options={CHECKIN_METHODS.map((m) => ({ value: m, label: t(`arrival.method.${m}`) }))}
            error={errors.checkin_method?.message}
            {...form.register('checkin_method', { required: t('arrival.editor.methodPick') })}
          />
          <TextField
            label={t('arrival.editor.doorCode')}
            hint={t('arrival.editor.doorCodeHint')}
            maxLength={ARRIVAL_LIMITS.code}
            autoComplete="off"
            error={errors.door_code?.message}
            {...form.register('door_code')}
          />
          <div className="hidden sm:block" />
          <TextField
            label={t('arrival.editor.wifiName')}
            maxLength={ARRIVAL_LIMITS.wifi}
            autoComplete="off"
            error={errors.wifi_name?.message}
            {...form.register('wifi_name')}
          />
          <TextField
            label={t('arrival.editor.wifiPassword')}
            maxLength={ARRIVAL_LIMITS.wifi}
            autoComplete="off"
            error={errors.wifi_password?.message}
            {...form.register('wifi_password')}
          />
        </div>
      </Card>

      <Card title={t('arrival.editor.written')}>
        <p className="mb-4 text-sm text-muted">{t('arrival.editor.languagesHint')}</p>
        <label className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('arrival.editor.languages')}</span>
          <select
            className="rounded-lg border border-line bg-surface px-3 py-2"
            value={tab}
            onChange={(e) => setTab(e.target.value as ContentLanguage)}
          >
            {CONTENT_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {hasText(texts?.[lang])
                  ? `${languageName(lang, locale)} · ${t('arrival.editor.writtenMark')}`
                  : languageName(lang, locale)}
              </option>
            ))}
          </select>
        </label>
        {/* Every language's fields stay registered; only the chosen one is shown. */}
        {CONTENT_LANGUAGES.map((lang) => (
          <div
            key={lang}
            hidden={lang !== tab}
            className="grid gap-4"
            lang={lang}
            dir="auto"
            data-testid={`texts-${lang}`}
          >
            {ARRIVAL_GUIDE_TEXTS.map((key) => (
              <TextAreaField
                key={key}
                label={t(`arrival.text.${key}`)}
                rows={key === 'house_manual' ? 6 : 3}
                maxLength={ARRIVAL_LIMITS.text}
                {...form.register(`texts.${lang}.${key}`)}
              />
            ))}
          </div>
        ))}
      </Card>

      {formError && (
        <Alert tone="danger" title={t('arrival.editor.notSaved')}>
          <p>{formError}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {guide.updated_at && (
          <p className="text-sm text-muted">
            {t('arrival.editor.updated', { date: formatDateTime(guide.updated_at, locale) })}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('arrival.editor.saving') : t('arrival.editor.save')}
        </Button>
      </div>
    </form>
  );
}

function StayCodes({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const stays = useArrivalStays(listingId);
  return (
    <Card title={t('arrival.stays.title')}>
      <p className="mb-4 text-sm text-muted">{t('arrival.stays.description')}</p>
      {stays.isPending ? (
        <Skeleton rows={2} />
      ) : stays.isError ? (
        <QueryError error={stays.error} onRetry={() => void stays.refetch()} />
      ) : stays.data.length === 0 ? (
        <p className="text-sm">{t('arrival.stays.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {stays.data.map((stay) => (
            <StayCode key={stay.booking_id} listingId={listingId} stay={stay} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function StayCode({ listingId, stay }: { listingId: number; stay: ArrivalStay }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [code, setCode] = useState(stay.door_code ?? '');
  useEffect(() => setCode(stay.door_code ?? ''), [stay.door_code]);
  const save = useSaveDoorCode(listingId);
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const value = code.trim() || null;
    try {
      await save.mutateAsync({ bookingId: stay.booking_id, code: value });
      notify.success(value === null ? t('arrival.stays.cleared') : t('arrival.stays.saved'));
    } catch (err) {
      const e = normaliseError(err);
      setError(e.details?.door_code?.[0] ?? serverMessage(e));
    }
  };

  const when = `${formatDay(stay.checkin, locale)} – ${formatDay(stay.checkout, locale)}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">{stay.guest_name || t('arrival.stays.guest')}</p>
        <p className="text-sm text-muted">{when}</p>
        <p className="text-xs text-muted">
          {stay.released
            ? t('arrival.stays.released')
            : t('arrival.stays.releases', { date: formatDateTime(stay.release_at, locale) })}
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('arrival.stays.code', { guest: stay.guest_name || t('arrival.stays.guest') })}
          hint={t('arrival.stays.codeHint')}
          value={code}
          maxLength={ARRIVAL_LIMITS.code}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          error={error}
          className="w-56"
        />
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t('arrival.stays.save')}
        </Button>
      </form>
    </li>
  );
}
