import type { ContentSummary, EditableContentKind } from '@roamstead/contract';
import { CONTENT_PUBLIC_PATHS, EDITABLE_CONTENT_KINDS } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button, buttonClass } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { contentApi, contentKey, useContentList } from '../contentApi';

const isKind = (value: string | null): value is EditableContentKind =>
  EDITABLE_CONTENT_KINDS.includes(value as EditableContentKind);

/** Content editors pick a kind of site content, then open, publish, unpublish or delete its items. */
export default function ContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: EditableContentKind = isKind(asked) ? asked : 'blog_post';
  const list = useContentList(kind);
  return (
    <DashboardPage
      title={t('adminContent.title')}
      description={t('adminContent.description')}
      actions={
        <Link to={`/admin/content/${kind}/new`} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('adminContent.new', { kind: t(`adminContent.kinds.${kind}`) })}
        </Link>
      }
    >
      <SelectField
        label={t('adminContent.kind')}
        placeholder={t('adminContent.chooseKind')}
        className="max-w-xs"
        value={kind}
        onChange={(e) => isKind(e.target.value) && setParams({ kind: e.target.value })}
        options={EDITABLE_CONTENT_KINDS.map((k) => ({ value: k, label: t(`adminContent.kinds.${k}`) }))}
      />
      <Card title={t(`adminContent.kinds.${kind}`)}>
        <QueryState query={list}>
          {(items) =>
            items.length === 0 ? (
              <p className="text-sm text-muted">{t('adminContent.none')}</p>
            ) : (
              <ItemList kind={kind} items={items} />
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function ItemList({ kind, items }: { kind: EditableContentKind; items: ContentSummary[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ContentSummary | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKey });
  const toggle = async (item: ContentSummary) => {
    setBusy(item.id);
    const [, err] = await contentApi.publish(kind, item.id, !item.published);
    setBusy(null);
    if (err) return notify.error(err.message);
    notify.success(t(item.published ? 'adminContent.unpublished' : 'adminContent.published'));
    await refresh();
  };
  const remove = async () => {
    if (!deleting) return;
    const [, err] = await contentApi.remove(kind, deleting.id);
    if (err) return notify.error(err.message);
    notify.success(t('adminContent.deleted'));
    await refresh();
  };
  const publicPath = CONTENT_PUBLIC_PATHS[kind];
  return (
    <>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              <Link to={`/admin/content/${kind}/${item.id}`} className="font-medium text-brand-700 underline">
                {item.title}
              </Link>
              <p className="text-sm text-muted">
                <span className={item.published ? 'font-medium text-ink' : ''}>
                  {t(item.published ? 'adminContent.status.published' : 'adminContent.status.draft')}
                </span>
                {' · '}
                {t('adminContent.languages', {
                  list: ['EN', ...item.languages.map((l) => l.toUpperCase())].join(', '),
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {item.published && (
                <a
                  href={publicPath.item ? `${publicPath.item}${item.id}` : publicPath.list}
                  className={buttonClass('ghost')}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('adminContent.view')}
                  <span className="sr-only">: {item.title}</span>
                </a>
              )}
              <Button variant="secondary" disabled={busy === item.id} onClick={() => void toggle(item)}>
                {t(item.published ? 'adminContent.unpublish' : 'adminContent.publish')}
                <span className="sr-only">: {item.title}</span>
              </Button>
              <Button variant="secondary" className="text-danger" onClick={() => setDeleting(item)}>
                {t('adminContent.delete')}
                <span className="sr-only">: {item.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminContent.deleteTitle')}
        description={deleting ? t('adminContent.deleteBody', { title: deleting.title }) : ''}
        confirmLabel={t('adminContent.delete')}
        cancelLabel={t('adminContent.cancel')}
        onConfirm={() => void remove()}
      />
    </>
  );
}
