import { ALERT_FREQUENCIES, type AlertFrequency, SAVED_SEARCH_LIMITS } from '@roamstead/contract/constants';
import { useState } from 'react';
import { normaliseError, serverMessage } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { notify } from '../../ui/toast';
import { useSavedSearchMutations } from './api';

/** Names the current search and picks how often its alerts come. */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  query,
  suggestedName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  suggestedName: string;
}) {
  const { t } = useTranslation();
  const { save } = useSavedSearchMutations();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) {
      setError(t('savedSearches.form.nameRequired'));
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), query, frequency });
      onOpenChange(false);
      notify.success(t('savedSearches.form.saved'), t('savedSearches.form.savedText'));
    } catch (err) {
      const e = normaliseError(err);
      setError(e.details?.name?.[0] ?? serverMessage(e));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('savedSearches.form.title')}
      description={t('savedSearches.form.lead')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('savedSearches.form.name')}
          value={name}
          maxLength={SAVED_SEARCH_LIMITS.name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          autoFocus
        />
        <SelectField
          label={t('savedSearches.form.alerts')}
          placeholder={t('savedSearches.form.alertsPick')}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
          options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`savedSearches.frequency.${f}`) }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('savedSearches.form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('savedSearches.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
