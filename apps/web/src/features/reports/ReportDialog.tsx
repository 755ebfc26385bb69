import type { CreateReportBody } from '@roamstead/contract';
import {
  REPORT_LIMITS,
  REPORT_SUBJECT_REASONS,
  type ReportSubject,
  type ReportSubjectReason,
} from '@roamstead/contract/constants';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/errors';
import { apiClient, request } from '../../api/http';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/FormFields';
import { notify } from '../../ui/toast';

const send = (body: CreateReportBody) => request<{ id: number }>(apiClient.post('/reports', body));

/** The report form: a reason and optional details, sent to the trust and safety team. */
export default function ReportDialog({
  subject,
  id,
  name,
  open,
  onOpenChange,
}: {
  subject: ReportSubject;
  id: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportSubjectReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t('reports.dialog.reasonRequired'));
    setBusy(true);
    const [, err] = await send({ subject_type: subject, subject_id: id, reason, details });
    setBusy(false);
    if (err) return setError(errorText(err));
    notify.success(t('reports.dialog.done'));
    setReason('');
    setDetails('');
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`reports.dialog.title.${subject}`)}
      description={t('reports.dialog.description', { name })}
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('reports.dialog.reason')}</legend>
          {REPORT_SUBJECT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              {t(`moderation.reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('reports.dialog.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={REPORT_LIMITS.detailsMax}
          rows={3}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('reports.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('reports.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
