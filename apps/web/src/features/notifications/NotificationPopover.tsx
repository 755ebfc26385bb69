import type { NotificationFilter } from '@roamstead/contract';
import { NOTIFICATION_FILTERS, NOTIFICATION_PANEL } from '@roamstead/contract/constants';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { useMarkAllRead, useNotifications } from './api';
import { BELL_CLASS } from './bell';
import { NotificationItem } from './NotificationItem';

interface NotificationPopoverProps {
  /** The bell's accessible name (with the unread count). */
  label: string;
  unread: number;
  /** The bell's face: its icon and badge. */
  children: ReactNode;
  defaultOpen: boolean;
}

function NotificationList({ filter, onOpen }: { filter: NotificationFilter; onOpen: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotifications(filter);
  if (isPending) {
    return (
      <ul aria-busy="true" aria-label={t('notifications.loading')} className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3">
            <span className="size-10 animate-pulse rounded-full bg-canvas" />
            <span className="h-10 flex-1 animate-pulse rounded bg-canvas" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="p-6 text-center text-sm">
        <p>{t('notifications.error')}</p>
        <button type="button" className="mt-2 font-semibold text-brand-600 underline" onClick={() => void refetch()}>
          {t('notifications.retry')}
        </button>
      </div>
    );
  }
  if (data.items.length === 0) return <p className="p-8 text-center text-sm text-muted">{t('notifications.empty')}</p>;
  return (
    <ul className="divide-y divide-line">
      {data.items.map((item) => (
        <NotificationItem key={item.id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** The bell's SPEC panel (370px wide, at most 500px tall) on the bell it opens from. */
export function NotificationPopover({ label, unread, children, defaultOpen }: NotificationPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const markAll = useMarkAllRead();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={BELL_CLASS} aria-label={label}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="z-50 flex max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-card border border-line bg-surface shadow-xl"
          style={{ width: NOTIFICATION_PANEL.widthPx, maxHeight: NOTIFICATION_PANEL.maxHeightPx }}
        >
          <div className="flex items-center justify-between px-4 pt-4 pb-2">
            <h2 className="text-base font-bold">{t('notifications.title')}</h2>
            <button
              type="button"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              className="text-sm font-semibold text-brand-600 hover:underline disabled:text-muted disabled:no-underline"
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Tabs
              value={filter}
              onValueChange={setFilter}
              label={t('notifications.filters')}
              tabs={NOTIFICATION_FILTERS.map((f) => ({ value: f, label: t(`notifications.tabs.${f}`) }))}
            >
              {NOTIFICATION_FILTERS.map((f) => (
                <TabPanel key={f} value={f}>
                  {f === filter && <NotificationList filter={f} onOpen={() => setOpen(false)} />}
                </TabPanel>
              ))}
            </Tabs>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
