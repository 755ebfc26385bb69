import { ACCOUNT_MESSAGES, PRODUCT_NAME } from '@roamstead/contract/constants';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { showSaveError } from '../../../api/formErrors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAuth } from '../../auth';

/** Saves the JSON answer as a file the browser downloads. */
function saveJson(value: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

function DeleteAccount() {
  const { t } = useTranslation();
  const { endSession } = useAuth();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const word = ACCOUNT_MESSAGES.deleteConfirmation;
  const remove = async () => {
    setBusy(true);
    try {
      await apiClient.delete('/account', { data: { confirmation } });
      // The account and its sessions are gone: forget the session; the guard then leads home.
      endSession();
      notify.success(t('account.privacy.deleted'));
    } catch (err) {
      showSaveError(err);
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" className="text-danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('account.privacy.delete')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.privacy.deleteTitle')}
        description={t('account.privacy.deleteWarning')}
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
        >
          <TextField
            label={t('account.privacy.typeToConfirm', { word })}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="off"
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" className="bg-danger hover:bg-danger/90" disabled={confirmation !== word || busy}>
              {t('account.privacy.deleteForever')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** Download all my data; delete my account. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const res = await apiClient.get<{ data: unknown }>('/account/export');
      saveJson(res.data.data, `${PRODUCT_NAME.toLowerCase()}-data.json`);
    } catch (err) {
      showSaveError(err);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <DashboardPage title={t('account.privacy.title')} description={t('account.privacy.description')}>
      <Card title={t('account.privacy.downloadTitle')}>
        <p className="mb-4 text-sm text-muted">{t('account.privacy.downloadText')}</p>
        <Button onClick={() => void download()} disabled={downloading}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? t('account.privacy.preparing') : t('account.privacy.download')}
        </Button>
      </Card>
      <Card title={t('account.privacy.deleteTitle')}>
        <p className="mb-4 text-sm text-muted">{t('account.privacy.deleteText')}</p>
        <DeleteAccount />
      </Card>
    </DashboardPage>
  );
}
