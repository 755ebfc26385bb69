import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { downloadEarningsCsv } from '../hostMoneyApi';

/** Date range and "Download CSV" of the earnings screen; defaults to the whole current year. */
export function EarningsExport({
  currency,
  defaultFrom,
  defaultTo,
}: {
  currency: string;
  defaultFrom: string;
  defaultTo: string;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const [busy, setBusy] = useState(false);
  const invalid = !from || !to || to < from;
  const download = async () => {
    setBusy(true);
    try {
      await downloadEarningsCsv(from, to, currency);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="export-heading" className="rounded-card border border-line bg-surface p-5">
      <h2 id="export-heading" className="text-lg font-semibold">
        {t('booking.earnings.export.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('booking.earnings.export.help', { currency })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="date"
          label={t('booking.earnings.export.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={t('booking.earnings.export.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={from && to && to < from ? t('booking.earnings.export.order') : undefined}
        />
        <Button onClick={download} disabled={invalid || busy}>
          {t('booking.earnings.export.download')}
        </Button>
      </div>
    </section>
  );
}
