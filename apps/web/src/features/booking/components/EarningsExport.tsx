import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { downloadEarningsCsv } from '../hostMoneyApi';

export interface EarningsRange {
  from: string;
  to: string;
}

/**
 * The days the earnings screen sums, and "Download CSV" of exactly those days: a valid range typed
 * here changes the screen; the file is offered once the screen shows that range.
 */
export function EarningsExport({
  currency,
  shown,
  onRangeChange,
}: {
  currency: string;
  /** The days the screen shows now. */
  shown: EarningsRange;
  onRangeChange: (range: EarningsRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [busy, setBusy] = useState(false);
  const invalid = !from || !to || to < from;
  const updating = !invalid && (from !== shown.from || to !== shown.to);
  const change = (next: EarningsRange) => {
    setFrom(next.from);
    setTo(next.to);
    if (next.from && next.to && next.from <= next.to) onRangeChange(next);
  };
  const download = async () => {
    setBusy(true);
    try {
      await downloadEarningsCsv(shown.from, shown.to, currency);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="range-heading" className="rounded-card border border-line bg-surface p-5">
      <h2 id="range-heading" className="text-lg font-semibold">
        {t('earningsRange.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">
        {t('earningsRange.help')} {t('booking.earnings.export.help', { currency })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="date"
          label={t('booking.earnings.export.from')}
          value={from}
          onChange={(e) => change({ from: e.target.value, to })}
        />
        <TextField
          type="date"
          label={t('booking.earnings.export.to')}
          value={to}
          onChange={(e) => change({ from, to: e.target.value })}
          error={from && to && to < from ? t('booking.earnings.export.order') : undefined}
        />
        <Button onClick={download} disabled={invalid || updating || busy}>
          {t('booking.earnings.export.download')}
        </Button>
        {updating && (
          <p role="status" className="text-sm text-muted">
            {t('earningsRange.updating')}
          </p>
        )}
      </div>
    </section>
  );
}
