import type { Conversation, ConversationFilter } from '@roamstead/contract';
import { CONVERSATION_FILTERS } from '@roamstead/contract/constants';
import { Camera, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';
import { useConversations } from '../api';
import { participantName, shortWhen } from '../format';
import { PersonAvatar } from './PersonAvatar';

/** Left column: heading, search, filters (all, unread, archived) and the threads. */
export function ConversationList({ base, activeId }: { base: string; activeId: number | undefined }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useConversations(filter, q);

  return (
    <>
      <div className="flex flex-col gap-3 border-b border-line p-4">
        <h1 className="text-xl font-bold">{t('conversations.title')}</h1>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('conversations.search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('conversations.searchPlaceholder')}
            maxLength={100}
            className="w-full rounded-full border border-line bg-canvas py-2 ps-9 pe-3 text-sm"
          />
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('conversations.filterLabel')}</legend>
          {CONVERSATION_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                filter === f ? 'border-ink bg-ink text-white' : 'border-line hover:bg-canvas'
              }`}
            >
              {t(`conversations.filters.${f}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <div role="alert" className="p-6 text-center text-sm">
            <p>{t('conversations.error')}</p>
            <button
              type="button"
              className="mt-2 font-semibold text-brand-600 underline"
              onClick={() => void query.refetch()}
            >
              {t('conversations.retry')}
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <EmptyList filter={filter} q={q} />
        ) : (
          <ul aria-label={t('conversations.listLabel')} className="divide-y divide-line">
            {query.data.map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} base={base} active={c.id === activeId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ConversationRow({
  conversation: c,
  base,
  active,
}: {
  conversation: Conversation;
  base: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = participantName(t, c.other);
  const last = c.last_message;
  const unread = c.unread_count > 0;
  let preview = '';
  if (last) {
    const text = last.body || t('conversations.photo');
    preview = last.sender_id !== null && last.sender_id !== c.other.id ? t('conversations.youSaid', { text }) : text;
  }
  return (
    <Link
      to={`${base}/${c.id}`}
      aria-current={active ? 'page' : undefined}
      className={`flex gap-3 px-4 py-3 hover:bg-canvas ${active ? 'bg-brand-50' : ''}`}
    >
      <PersonAvatar name={c.other.name} picture={c.other.picture} former={c.other.former} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>{name}</span>
          {last && (
            <time dateTime={last.created_at} className="ms-auto shrink-0 text-xs text-muted">
              {shortWhen(last.created_at, locale)}
            </time>
          )}
        </div>
        <p className="truncate text-xs text-muted">{c.listing?.title ?? t('conversations.panel.listingGone')}</p>
        <div className="flex items-center gap-2">
          <p
            className={`flex min-w-0 flex-1 items-center gap-1 truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-muted'}`}
          >
            {last?.attachment && <Camera className="size-3.5 shrink-0" aria-hidden="true" />}
            <span className="truncate">{preview}</span>
          </p>
          {unread && (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{c.unread_count}</span>
              <span className="sr-only">{t('conversations.unreadMessages', { count: c.unread_count })}</span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <ul aria-busy="true" aria-label={t('conversations.loading')} className="space-y-1 p-4">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-3 py-2">
          <span className="size-10 animate-pulse rounded-full bg-canvas" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3 w-1/2 animate-pulse rounded bg-canvas" />
            <span className="h-3 w-3/4 animate-pulse rounded bg-canvas" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function EmptyList({ filter, q }: { filter: ConversationFilter; q: string }) {
  const { t } = useTranslation();
  if (q) return <p className="p-8 text-center text-sm text-muted">{t('conversations.empty.search', { q })}</p>;
  if (filter !== 'all')
    return <p className="p-8 text-center text-sm text-muted">{t(`conversations.empty.${filter}`)}</p>;
  return (
    <div className="p-8 text-center">
      <p className="font-semibold">{t('conversations.empty.all')}</p>
      <p className="mt-1 text-sm text-muted">{t('conversations.empty.allText')}</p>
      <Link to="/" className="mt-3 inline-block text-sm font-semibold text-brand-600 underline">
        {t('conversations.empty.explore')}
      </Link>
    </div>
  );
}
