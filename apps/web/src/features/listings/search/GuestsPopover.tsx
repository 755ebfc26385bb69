import { SEARCH_LIMITS } from '@roamstead/contract/constants';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { GuestCounts, type Party } from '../../../ui/GuestCounts';

interface GuestsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field around the trigger, as GuestsField lays it out. */
  field: (trigger: ReactNode) => ReactNode;
  trigger: { className: string; children: ReactNode };
  value: Party;
  onChange: (party: Party) => void;
}

/** The search's guest counts in a Radix popover, loaded when the guests field is first opened. */
export default function GuestsPopover({ open, onOpenChange, field, trigger, value, onChange }: GuestsPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {field(<Popover.Trigger {...trigger} />)}
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={12}
          collisionPadding={16}
          className="z-40 w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface px-5 py-2 shadow-xl"
          aria-label={t('listings.search.guests')}
        >
          <GuestCounts value={value} onChange={onChange} maxGuests={SEARCH_LIMITS.guests} petsAllowed mode="search" />
          <div className="flex justify-end border-t border-line py-3">
            <button
              type="button"
              className="rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white"
              onClick={() => onOpenChange(false)}
            >
              {t('listings.search.done')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
