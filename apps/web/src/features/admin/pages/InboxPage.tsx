import type { ContactMessage } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/errors';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { adminKey } from '../api';
import { LoadMore } from '../components/LoadMore';
import { ReasonAction } from '../components/ReasonAction';
import { downloadCsv, moneyApi, useContactMessages, useSubscribers } from '../moneyApi';

type Filter = 'unhandled' | 'handled' | 'all';

/** Support reads contact-form messages, marks them handled or answers by e-mail; newsletter subscribers and their export. */
export default function InboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('unhandled');
  return (
    <DashboardPage title={t('adminMoney.inbox.title')} description={t('adminMoney.inbox.description')}>
      <Card title={t('adminMoney.inbox.messages')}>
        <Tabs
          value={filter}
          onValueChange={setFilter}
          label={t('adminMoney.inbox.messages')}
          tabs={(['unhandled', 'handled', 'all'] as const).map((value) => ({
            value,
            label: t(`adminMoney.inbox.filter.${value}`),
          }))}
        >
          <TabPanel value={filter}>
            <Messages filter={filter} />
          </TabPanel>
        </Tabs>
      </Card>
      <Subscribers />
    </DashboardPage>
  );
}

function Messages({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
  const messages = useContactMessages(filter);
  return (
    <QueryState query={messages}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.items);
        return items.length === 0 ? (
          <p className="text-sm text-muted">{t(`adminMoney.inbox.none.${filter}`)}</p>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </ul>
            <LoadMore query={messages} />
          </>
        );
      }}
    </QueryState>
  );
}

function MessageItem({ message: m }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const markHandled = async () => {
    setBusy(true);
    const [, err] = await moneyApi.markHandled(m.id);
    setBusy(false);
    if (err) {
      showSaveError(err);
      return;
    }
    notify.success(t('adminMoney.inbox.handledDone'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <li className="rounded-lg border border-line p-4">
      <article aria-labelledby={`contact-${m.id}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`contact-${m.id}`} className="font-semibold break-words">
            {m.topic || t('adminMoney.inbox.noTopic')}
          </h3>
          <time dateTime={m.created_at} className="text-sm text-muted">
            {formatDateTime(m.created_at, locale)}
          </time>
        </header>
        <p className="text-sm break-all text-muted">
          {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
        </p>
        <p className="mt-2 text-sm whitespace-pre-wrap break-words">{m.message}</p>
        {m.replies.map((r) => (
          <blockquote key={r.id} className="mt-3 border-s-2 border-brand-500 ps-3 text-sm">
            <p className="text-xs text-muted">
              {t('adminMoney.inbox.repliedBy', { who: r.by, date: formatDateTime(r.sent_at, locale) })}
            </p>
            <p className="whitespace-pre-wrap break-words">{r.body}</p>
          </blockquote>
        ))}
        <footer className="mt-3 flex flex-wrap items-center gap-2">
          {m.handled ? (
            <>
              <p className="text-sm text-muted">
                {t('adminMoney.inbox.handledBy', { who: m.handled.by, date: formatDateTime(m.handled.at, locale) })}
              </p>
              <ReasonAction
                label={t('adminMoney.inbox.reopen')}
                context={m.topic || t('adminMoney.inbox.noTopic')}
                title={t('adminMoney.inbox.reopenTitle')}
                description={t('adminMoney.inbox.reopenBody')}
                confirm={t('adminMoney.inbox.reopenConfirm')}
                done={t('adminMoney.inbox.reopenDone')}
                optional
                variant="ghost"
                run={(reason) => moneyApi.reopen(m.id, { reason })}
              />
            </>
          ) : (
            <Button variant="secondary" onClick={() => void markHandled()} disabled={busy}>
              {t('adminMoney.inbox.markHandled')}
            </Button>
          )}
          <ReplyAction message={m} />
        </footer>
      </article>
    </li>
  );
}

function ReplyAction({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const [, err] = await moneyApi.reply(message.id, body);
    setBusy(false);
    if (err) {
      const text = err.details?.body?.[0];
      if (text) setError(text);
      else showSaveError(err);
      return;
    }
    setOpen(false);
    setBody('');
    setError(undefined);
    notify.success(t('adminMoney.inbox.replySent'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('adminMoney.inbox.reply')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminMoney.inbox.replyTitle', { name: message.name })}
        description={t('adminMoney.inbox.replyBody', { email: message.email })}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextAreaField
            label={t('adminMoney.inbox.replyLabel')}
            rows={6}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={error}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('adminMoney.cancel.keep')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('adminMoney.inbox.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function Subscribers() {
  const { t } = useTranslation();
  const locale = useLocale();
  const subscribers = useSubscribers();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    await downloadCsv('/admin/inbox/subscribers/export.csv', 'roamstead-newsletter-subscribers').catch((err) =>
      notify.error(errorText(err)),
    );
    setBusy(false);
  };
  return (
    <Card title={t('adminMoney.inbox.subscribers')}>
      <QueryState query={subscribers}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          return (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">{t('adminMoney.inbox.subscriberCount', { count: data.pages[0]?.total ?? 0 })}</p>
                <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy}>
                  {t('adminMoney.inbox.export')}
                </Button>
              </div>
              {items.length > 0 && (
                <ul className="divide-y divide-line text-sm">
                  {items.map((s) => (
                    <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <span className="break-all">{s.email}</span>
                      <span className="text-muted">
                        {s.language} · {formatDateTime(s.created_at, locale)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <LoadMore query={subscribers} />
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
