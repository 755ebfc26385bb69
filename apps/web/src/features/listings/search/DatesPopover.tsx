import { Popover } from 'radix-ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from '../../../i18n';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import FlexibleDates, { type FlexibleChoice } from './FlexibleDates';

const DateRangeCalendar = lazy(() => import('./DateRangeCalendar'));

export type DatesMode = 'dates' | 'flexible';

interface DatesPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field around the trigger, as DatesField lays it out. */
  field: (trigger: ReactNode) => ReactNode;
  trigger: { className: string; children: ReactNode };
  range: DateRange | undefined;
  onRangeChange: (range: DateRange | undefined) => void;
  nights: number;
  mode: DatesMode;
  onModeChange: (mode: DatesMode) => void;
  flexible: FlexibleChoice;
  onFlexibleChange: (value: FlexibleChoice) => void;
}

/**
 * Exact dates on a range calendar, or "I'm flexible", in a Radix popover loaded when the dates
 * field is first opened.
 */
export default function DatesPopover({
  open,
  onOpenChange,
  field,
  trigger,
  range,
  onRangeChange,
  nights,
  mode,
  onModeChange,
  flexible,
  onFlexibleChange,
}: DatesPopoverProps) {
  const { t } = useTranslation();
  const months = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 2 : 1;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {field(<Popover.Trigger {...trigger} />)}
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={12}
          collisionPadding={16}
          className="z-40 rounded-card border border-line bg-surface p-4 shadow-xl"
          aria-label={t('listings.search.dates')}
        >
          <Tabs
            value={mode}
            onValueChange={onModeChange}
            label={t('flexibleDates.modes')}
            tabs={[
              { value: 'dates', label: t('flexibleDates.exact') },
              { value: 'flexible', label: t('flexibleDates.flexible') },
            ]}
          >
            <TabPanel value="dates">
              <Suspense
                fallback={
                  <div
                    role="status"
                    aria-label={t('listings.search.datesLoading')}
                    className="h-72 w-72 animate-pulse rounded-lg bg-canvas"
                  />
                }
              >
                <DateRangeCalendar months={months} range={range} onChange={onRangeChange} />
              </Suspense>
            </TabPanel>
            <TabPanel value="flexible">
              <FlexibleDates value={flexible} onChange={onFlexibleChange} />
            </TabPanel>
          </Tabs>
          <div className="mt-2 flex items-center justify-between gap-4 border-t border-line pt-3 text-sm">
            <p className="text-muted" aria-live="polite">
              {mode === 'flexible'
                ? t('flexibleDates.bestStayHint')
                : nights > 0
                  ? t('listings.search.nights', { count: nights })
                  : t('listings.search.pickDates')}
            </p>
            <button
              type="button"
              className="rounded-lg bg-ink px-4 py-2 font-semibold text-white disabled:opacity-50"
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
