import type { AdminAmenity, AdminCategory } from '@roamstead/contract';
import { AMENITY_GROUPS, CONTENT_TRANSLATION_LANGUAGES } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { normaliseError, serverMessage } from '../../../api/errors';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { adminKey } from '../api';
import { contentApi, useAdminAmenities, useAdminCategories } from '../contentApi';

interface Named {
  name: string;
  names: Record<string, string>;
  group?: string;
}
type Errors = Record<string, string>;
type Result = [unknown, null] | [null, unknown];

/** Content editors add categories and amenities, name them in each language, and delete unused ones. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  const amenities = useAdminAmenities();
  const names = useCatalogueNames();
  return (
    <DashboardPage title={t('adminContent.catalogue.title')} description={t('adminContent.catalogue.description')}>
      <Card title={t('adminContent.catalogue.categories')}>
        <NameForm
          legend={t('adminContent.catalogue.addCategory')}
          submitLabel={t('adminContent.catalogue.add')}
          initial={{ name: '', names: {} }}
          onSave={(body) => contentApi.addCategory(body)}
          resetOnSave
        />
        <QueryState query={categories}>
          {(list) => (
            <ul className="mt-4 divide-y divide-line">
              {list.map((c: AdminCategory) => (
                <Row
                  key={c.id}
                  label={names.category(c)}
                  count={c.listing_count}
                  initial={{ name: c.name, names: c.names }}
                  onSave={(body) => contentApi.saveCategory(c.id, body)}
                  onDelete={() => contentApi.removeCategory(c.id)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Card title={t('adminContent.catalogue.amenities')}>
        <NameForm
          legend={t('adminContent.catalogue.addAmenity')}
          submitLabel={t('adminContent.catalogue.add')}
          initial={{ name: '', names: {}, group: 'features' }}
          onSave={(body) => contentApi.addAmenity({ ...body, group: body.group as AdminAmenity['group'] })}
          resetOnSave
        />
        <QueryState query={amenities}>
          {(list) => (
            <ul className="mt-4 divide-y divide-line">
              {list.map((a: AdminAmenity) => (
                <Row
                  key={a.slug}
                  label={names.amenity(a)}
                  count={a.listing_count}
                  initial={{ name: a.name, names: a.names, group: a.group }}
                  onSave={(body) =>
                    contentApi.saveAmenity(a.slug, { ...body, group: body.group as AdminAmenity['group'] })
                  }
                  onDelete={() => contentApi.removeAmenity(a.slug)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function Row({
  label,
  count,
  initial,
  onSave,
  onDelete,
}: {
  label: string;
  count: number;
  initial: Named;
  onSave: (body: Named) => Promise<Result>;
  onDelete: () => Promise<Result>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    const [, err] = await onDelete();
    if (err) return notify.error(serverMessage(normaliseError(err)));
    notify.success(t('adminContent.catalogue.deleted'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <li className="py-3">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
          <span className="font-medium">{label}</span>
          <span className="text-sm text-muted">{t('adminContent.catalogue.listings', { count })}</span>
        </summary>
        <div className="mt-3 space-y-3">
          <NameForm
            legend={t('adminContent.catalogue.rename', { name: label })}
            submitLabel={t('adminContent.save')}
            initial={initial}
            onSave={onSave}
          />
          <Button variant="secondary" className="text-danger" onClick={() => setDeleting(true)}>
            {t('adminContent.delete')}
            <span className="sr-only">: {label}</span>
          </Button>
        </div>
      </details>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('adminContent.catalogue.deleteTitle')}
        description={t('adminContent.catalogue.deleteBody', { name: label })}
        confirmLabel={t('adminContent.delete')}
        cancelLabel={t('adminContent.cancel')}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

function NameForm({
  legend,
  submitLabel,
  initial,
  onSave,
  resetOnSave = false,
}: {
  legend: string;
  submitLabel: string;
  initial: Named;
  onSave: (body: Named) => Promise<Result>;
  resetOnSave?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Named>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const [, err] = await onSave(value);
    setSaving(false);
    if (err) {
      const error = normaliseError(err);
      setErrors(Object.fromEntries(Object.entries(error.details ?? {}).map(([k, m]) => [k, m[0] ?? ''])));
      notify.error(serverMessage(error));
      return;
    }
    setErrors({});
    if (resetOnSave) setValue(initial);
    notify.success(t('adminContent.catalogue.saved'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">{legend}</legend>
        <TextField
          label={t('adminContent.catalogue.name')}
          value={value.name}
          error={errors.name}
          maxLength={40}
          onChange={(e) => setValue((v) => ({ ...v, name: e.target.value }))}
        />
        {CONTENT_TRANSLATION_LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            label={t('adminContent.catalogue.nameIn', { language: t(`adminContent.language.${lang}`) })}
            value={value.names[lang] ?? ''}
            error={errors[`names.${lang}`]}
            maxLength={40}
            onChange={(e) => setValue((v) => ({ ...v, names: { ...v.names, [lang]: e.target.value } }))}
          />
        ))}
        {value.group !== undefined && (
          <SelectField
            label={t('adminContent.catalogue.group')}
            placeholder={t('adminContent.catalogue.chooseGroup')}
            value={value.group}
            error={errors.group}
            onChange={(e) => setValue((v) => ({ ...v, group: e.target.value }))}
            options={AMENITY_GROUPS.map((g) => ({ value: g, label: t(`hostListings.amenities.groups.${g}`, g) }))}
          />
        )}
      </fieldset>
      <Button type="submit" className="mt-3" disabled={saving}>
        {submitLabel}
      </Button>
    </form>
  );
}
