import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../../api/errors';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { notify } from '../../../ui/toast';
import { adminKey } from '../api';

interface ReasonActionProps {
  /** The button's text; `context` names what it acts on for screen readers. */
  label: string;
  context?: string;
  title: string;
  description: string;
  confirm: string;
  done: string;
  /** Whether the reason may be left empty. */
  optional?: boolean;
  /** The reason field's label, when the action asks for something more specific than a reason. */
  reasonLabel?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  run: (reason: string) => Promise<[unknown, null] | [null, ApiError]>;
}

/** A console action asked in a dialog with a reason (which the audit log and the person told keep). */
export function ReasonAction({
  label,
  context,
  title,
  description,
  confirm,
  done,
  optional,
  reasonLabel,
  variant = 'secondary',
  run,
}: ReasonActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const [, err] = await run(reason);
    setBusy(false);
    if (err) {
      const message = err.details?.reason?.[0];
      if (message) setError(message);
      else showSaveError(err);
      return;
    }
    setOpen(false);
    setReason('');
    setError(undefined);
    notify.success(done);
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
        {context && <span className="sr-only">: {context}</span>}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextAreaField
            label={reasonLabel ?? (optional ? t('moderation.reasonOptional') : t('moderation.reason'))}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('moderation.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
