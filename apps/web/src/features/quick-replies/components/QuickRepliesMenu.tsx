import { MessageSquareText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useFilledQuickReplies } from '../api';

const itemClass =
  'flex w-full cursor-pointer flex-col items-start rounded-lg px-3 py-2 text-start text-sm outline-none data-[highlighted]:bg-canvas';

/**
 * The composer's "Quick replies" menu (the host's side of a thread): the caller's saved replies (a
 * co-host's, then the listing owner's) with their placeholders filled for this thread; picking one
 * hands its text to the composer to edit and send. A link leads to the caller's own to edit them.
 * A Radix menu: arrow keys, typeahead, Escape, focus back on the button.
 */
export function QuickRepliesMenu({
  conversationId,
  onPick,
}: {
  conversationId: number;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const replies = useFilledQuickReplies(conversationId, opened);
  // The picked text goes to the composer once the menu has closed, so the focus lands in the
  // message field rather than back on the button.
  const picked = useRef<string | null>(null);
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenu.Trigger
        className="rounded-full p-2 text-muted hover:bg-canvas hover:text-ink"
        aria-label={t('quickReplies.menu.button')}
        title={t('quickReplies.menu.button')}
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const text = picked.current;
            if (text === null) return;
            picked.current = null;
            event.preventDefault();
            onPick(text);
          }}
          className="z-50 max-h-80 w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">
            {t('quickReplies.menu.title')}
          </DropdownMenu.Label>
          {replies.isPending ? (
            <p role="status" className="px-3 py-2 text-sm text-muted">
              {t('ui.loading')}
            </p>
          ) : replies.isError ? (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={(e) => {
                e.preventDefault();
                void replies.refetch();
              }}
            >
              {t('quickReplies.menu.error')}
            </DropdownMenu.Item>
          ) : replies.data.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">{t('quickReplies.menu.empty')}</p>
          ) : (
            replies.data.map((r) => (
              <DropdownMenu.Item
                key={r.id}
                className={itemClass}
                onSelect={() => {
                  picked.current = r.text;
                }}
                textValue={r.name}
              >
                <span className="font-medium">{r.name}</span>
                <span className="line-clamp-2 text-xs text-muted">{r.text}</span>
              </DropdownMenu.Item>
            ))
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/host/quick-replies">{t('quickReplies.menu.manage')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
