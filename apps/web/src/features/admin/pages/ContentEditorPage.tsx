import { type ContentItem, type ContentItemBody, contentItemBody } from '@roamstead/contract';
import {
  CONTENT_FIELDS,
  CONTENT_PUBLIC_PATHS,
  CONTENT_TRANSLATION_LANGUAGES,
  type ContentField,
  EDITABLE_CONTENT_KINDS,
  type EditableContentKind,
  HELP_AUDIENCES,
} from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { normaliseError, serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField, TextAreaField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { RichText } from '../../../ui/RichText';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { contentApi, contentKey, useContentItem } from '../contentApi';

type Value = string | number | string[];
type Fields = Record<string, Value>;
interface Draft {
  kind: EditableContentKind;
  published: boolean;
  fields: Fields;
  translations: Record<string, Fields | null>;
}
type Lang = 'en' | (typeof CONTENT_TRANSLATION_LANGUAGES)[number];
const LANGS: readonly Lang[] = ['en', ...CONTENT_TRANSLATION_LANGUAGES];
const today = () => new Date().toISOString().slice(0, 10);

const emptyValue = (f: ContentField): Value =>
  f.type === 'list'
    ? []
    : f.type === 'minutes'
      ? 5
      : f.type === 'position'
        ? 0
        : f.type === 'date'
          ? today()
          : f.type === 'audience'
            ? 'everyone'
            : '';

const newDraft = (kind: EditableContentKind): Draft => ({
  kind,
  published: false,
  fields: Object.fromEntries(CONTENT_FIELDS[kind].map((f) => [f.name, emptyValue(f)])),
  translations: Object.fromEntries(CONTENT_TRANSLATION_LANGUAGES.map((lang) => [lang, null])),
});

const draftOf = (item: ContentItem): Draft => ({
  kind: item.kind,
  published: item.published,
  fields: item.fields,
  translations: Object.fromEntries(
    CONTENT_TRANSLATION_LANGUAGES.map((lang) => [lang, item.translations[lang] ?? null]),
  ),
});

/** Per-field messages keyed as the API names them (`fields.title`, `translations.fr.answer`). */
type Errors = Record<string, string>;

/** An item of site content in English and the four other languages; Markdown with a preview. */
export default function ContentEditorPage() {
  const { kind = '', itemId = '' } = useParams();
  const { t } = useTranslation();
  if (!EDITABLE_CONTENT_KINDS.includes(kind as EditableContentKind)) {
    return (
      <DashboardPage title={t('adminContent.notFound')}>
        <BackLink kind="blog_post" />
      </DashboardPage>
    );
  }
  const k = kind as EditableContentKind;
  return itemId === 'new' ? (
    <Editor key="new" kind={k} initial={newDraft(k)} id={null} />
  ) : (
    <Existing kind={k} id={Number(itemId)} />
  );
}

function Existing({ kind, id }: { kind: EditableContentKind; id: number }) {
  const item = useContentItem(kind, Number.isInteger(id) && id > 0 ? id : -1);
  return (
    <QueryState query={item}>
      {(data) => <Editor key={data.id} kind={kind} initial={draftOf(data)} id={data.id} />}
    </QueryState>
  );
}

function BackLink({ kind }: { kind: EditableContentKind }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/admin/content?kind=${kind}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('adminContent.back')}
    </Link>
  );
}

function Editor({ kind, initial, id }: { kind: EditableContentKind; initial: Draft; id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const kindName = t(`adminContent.kinds.${kind}`);
  const title = id === null ? t('adminContent.new', { kind: kindName }) : t('adminContent.edit', { kind: kindName });

  const setField = (lng: Lang, name: string, value: Value) =>
    setDraft((d) =>
      lng === 'en'
        ? { ...d, fields: { ...d.fields, [name]: value } }
        : { ...d, translations: { ...d.translations, [lng]: { ...(d.translations[lng] ?? {}), [name]: value } } },
    );
  /** Writing a language starts from the English text, to translate in place. */
  const setWritten = (lng: Lang, written: boolean) =>
    setDraft((d) => ({
      ...d,
      translations: {
        ...d.translations,
        [lng]: written
          ? Object.fromEntries(
              CONTENT_FIELDS[kind].filter((f) => f.translated).map((f) => [f.name, d.fields[f.name] ?? '']),
            )
          : null,
      },
    }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contentItemBody.safeParse(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      const first = Object.keys(found)[0] ?? '';
      const inLang = first.startsWith('translations.') ? (first.split('.')[1] as Lang) : 'en';
      setLang(inLang);
      notify.error(t('adminContent.fix'));
      return;
    }
    setErrors({});
    setSaving(true);
    const body = draft as ContentItemBody;
    const [saved, err] = id === null ? await contentApi.create(body) : await contentApi.update(id, body);
    setSaving(false);
    if (err) {
      const error = normaliseError(err);
      setErrors(
        Object.fromEntries(Object.entries(error.details ?? {}).map(([key, messages]) => [key, messages[0] ?? ''])),
      );
      notify.error(serverMessage(error));
      return;
    }
    notify.success(t('adminContent.saved'));
    await queryClient.invalidateQueries({ queryKey: contentKey });
    if (id === null) navigate(`/admin/content/${kind}/${saved.id}`, { replace: true });
  };

  const remove = async () => {
    if (id === null) return;
    const [, err] = await contentApi.remove(kind, id);
    if (err) return notify.error(err.message);
    notify.success(t('adminContent.deleted'));
    await queryClient.invalidateQueries({ queryKey: contentKey });
    navigate(`/admin/content?kind=${kind}`);
  };

  const publicPath = CONTENT_PUBLIC_PATHS[kind];
  return (
    <DashboardPage title={title}>
      <BackLink kind={kind} />
      <form onSubmit={save} noValidate className="space-y-6">
        <Card>
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-500"
              checked={draft.published}
              onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))}
            />
            {t('adminContent.publishedField')}
          </label>
          <p className="mt-1 text-sm text-muted">{t('adminContent.publishedHelp')}</p>
        </Card>
        <Tabs
          value={lang}
          onValueChange={setLang}
          label={t('adminContent.languageTabs')}
          tabs={LANGS.map((l) => ({
            value: l,
            label: (
              <span>
                {/* Codes fit five tabs on a phone; the full name is the tab's name for everyone. */}
                <span aria-hidden="true" className="sm:hidden">
                  {l.toUpperCase()}
                </span>
                <span className="max-sm:sr-only">{t(`adminContent.language.${l}`)}</span>
                {Object.keys(errors).some((key) => key.startsWith(l === 'en' ? 'fields.' : `translations.${l}.`)) && (
                  <span className="text-danger">
                    {' *'}
                    <span className="sr-only">{t('adminContent.hasErrors')}</span>
                  </span>
                )}
              </span>
            ),
          }))}
        >
          {LANGS.map((l) => (
            <TabPanel key={l} value={l}>
              <LanguagePanel
                kind={kind}
                lang={l}
                draft={draft}
                errors={errors}
                setField={setField}
                setWritten={setWritten}
              />
            </TabPanel>
          ))}
        </Tabs>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {t('adminContent.save')}
          </Button>
          {id !== null && initial.published && (
            <a
              href={publicPath.item ? `${publicPath.item}${id}` : publicPath.list}
              className="inline-flex items-center px-2 text-sm font-medium text-brand-700 underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('adminContent.view')}
            </a>
          )}
          {id !== null && (
            <Button variant="secondary" className="ms-auto text-danger" onClick={() => setDeleting(true)}>
              {t('adminContent.delete')}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('adminContent.deleteTitle')}
        description={t('adminContent.deleteBody', { title: String(draft.fields.title ?? draft.fields.question ?? '') })}
        confirmLabel={t('adminContent.delete')}
        cancelLabel={t('adminContent.cancel')}
        onConfirm={() => void remove()}
      />
    </DashboardPage>
  );
}

interface PanelProps {
  kind: EditableContentKind;
  lang: Lang;
  draft: Draft;
  errors: Errors;
  setField: (lang: Lang, name: string, value: Value) => void;
  setWritten: (lang: Lang, written: boolean) => void;
}

function LanguagePanel({ kind, lang, draft, errors, setField, setWritten }: PanelProps) {
  const { t } = useTranslation();
  const english = lang === 'en';
  const values = english ? draft.fields : draft.translations[lang];
  const fields = CONTENT_FIELDS[kind].filter((f) => english || f.translated);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Card>
      {!english && (
        <div className="mb-4">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-500"
              checked={values !== null}
              onChange={(e) => setWritten(lang, e.target.checked)}
            />
            {t('adminContent.written', { language: t(`adminContent.language.${lang}`) })}
          </label>
          <p className="mt-1 text-sm text-muted">{t('adminContent.writtenHelp')}</p>
        </div>
      )}
      {values && (
        <div className="grid gap-4" lang={lang} dir={dir}>
          {fields.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              value={values[f.name] ?? emptyValue(f)}
              error={errors[english ? `fields.${f.name}` : `translations.${lang}.${f.name}`]}
              onChange={(value) => setField(lang, f.name, value)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ContentField;
  value: Value;
  error?: string;
  onChange: (value: Value) => void;
}) {
  const { t } = useTranslation();
  const label = t(`adminContent.fields.${field.name}`);
  switch (field.type) {
    case 'markdown':
      return <MarkdownField label={label} value={String(value)} error={error} onChange={onChange} max={field.max} />;
    case 'text':
      return (
        <TextAreaField
          label={label}
          rows={3}
          maxLength={field.max}
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'list':
      return (
        <TextAreaField
          label={`${label} (${t('adminContent.onePerLine')})`}
          rows={4}
          value={(value as string[]).join('\n')}
          error={error}
          onChange={(e) => onChange(e.target.value.split('\n'))}
          onBlur={(e) =>
            onChange(
              e.target.value
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean),
            )
          }
        />
      );
    case 'minutes':
    case 'position':
      return (
        <TextField
          label={label}
          type="number"
          inputMode="numeric"
          className="max-w-40"
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    case 'date':
      return (
        <TextField
          label={label}
          type="date"
          className="max-w-52"
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'audience':
      return (
        <SelectField
          label={label}
          placeholder={t('adminContent.chooseAudience')}
          className="max-w-52"
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          options={HELP_AUDIENCES.map((a) => ({ value: a, label: t(`adminContent.audience.${a}`) }))}
        />
      );
    default:
      return (
        <TextField
          label={label}
          maxLength={field.max}
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** A Markdown text with a preview rendered by the server exactly as the public page shows it. */
function MarkdownField({
  label,
  value,
  error,
  max,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ html: string; of: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const regionId = useId();
  const show = async () => {
    setLoading(true);
    const [data, err] = await contentApi.preview(value);
    setLoading(false);
    if (err) return notify.error(err.message);
    setPreview({ html: data.html, of: value });
  };
  return (
    <div>
      <TextAreaField
        label={label}
        rows={10}
        maxLength={max}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        className="font-mono"
      />
      <p className="mt-1 text-sm text-muted">{t('adminContent.markdownHelp')}</p>
      <Button
        variant="secondary"
        className="mt-2"
        disabled={loading}
        onClick={() => void show()}
        aria-controls={regionId}
      >
        {t('adminContent.preview')}
      </Button>
      <section
        id={regionId}
        aria-live="polite"
        aria-label={t('adminContent.previewOf', { field: label })}
        className="mt-3"
      >
        {preview && (
          <div className="rounded-card border border-line bg-canvas p-4">
            <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
              {preview.of === value ? t('adminContent.previewTitle') : t('adminContent.previewStale')}
            </p>
            <RichText html={preview.html} />
          </div>
        )}
      </section>
    </div>
  );
}
