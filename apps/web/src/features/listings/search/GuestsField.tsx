import { Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { type Party, partySummary } from '../../../ui/GuestCounts';

// Radix Popover (with its positioning engine) loads on the first opening, as for the dates.
const GuestsPopover = lazy(() => import('./GuestsPopover'));

interface GuestsFieldProps {
  value: Party;
  onChange: (party: Party) => void;
  className: string;
}

/** "Who": adults, children, infants and pets in a popover; the summary shows on the field. */
export function GuestsField({ value, onChange, className }: GuestsFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const summary = partySummary(t, value);
  const trigger = {
    className: 'min-w-0 flex-1 text-start focus-visible:outline-2',
    children: (
      <>
        <span className="block text-xs font-semibold">{t('listings.search.guests')}</span>
        <span className={`block truncate text-sm ${summary ? 'text-ink' : 'text-muted'}`}>
          {summary || t('listings.search.guestsPlaceholder')}
        </span>
      </>
    ),
  };
  const field = (triggerElement: ReactNode) => (
    <div className={className}>
      <Users className="size-4 shrink-0 text-muted" aria-hidden="true" />
      {triggerElement}
    </div>
  );
  // Until the popover has loaded, a plain button with the same look stands in for its trigger.
  const standIn = field(
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
      {...trigger}
    />,
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <GuestsPopover
        open={open}
        onOpenChange={setOpen}
        field={field}
        trigger={trigger}
        value={value}
        onChange={onChange}
      />
    </Suspense>
  );
}
