import { OTP_LENGTH, OTP_RESEND_COOLDOWN_S } from '@roamstead/contract/constants';
import { useEffect, useState } from 'react';
import { normaliseError, serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { OtpInput } from '../../../ui/OtpInput';

interface CodeVerifierProps {
  /** Where the code went, as shown to the user. */
  sentTo: string;
  verify: (otp: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
  onCancel: () => void;
}

/** Enter the 5-character code just sent; resend after the 30 s cooldown (SPEC §4 code dialogs). */
export function CodeVerifier({ sentTo, verify, resend, onCancel }: CodeVerifierProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(OTP_RESEND_COOLDOWN_S);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const run = async (code: string) => {
    if (code.length !== OTP_LENGTH) return setError(t('account.code.incomplete'));
    setBusy(true);
    setError(null);
    try {
      await verify(code);
    } catch (err) {
      setError(serverMessage(normaliseError(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('account.code.sentTo', { to: sentTo })}</p>
      {error && <Alert title={t('account.code.tryAgain')}>{error}</Alert>}
      <OtpInput
        length={OTP_LENGTH}
        value={otp}
        onChange={setOtp}
        onComplete={(v) => void run(v)}
        label={t('account.code.label')}
        disabled={busy}
        invalid={!!error}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run(otp)} disabled={busy}>
          {busy ? t('account.code.verifying') : t('account.code.verify')}
        </Button>
        <Button
          variant="secondary"
          disabled={wait > 0 || busy}
          onClick={() =>
            resend().then(
              () => {
                setOtp('');
                setWait(OTP_RESEND_COOLDOWN_S);
              },
              (err) => setError(serverMessage(normaliseError(err))),
            )
          }
        >
          {wait > 0 ? t('account.code.resendIn', { n: wait }) : t('account.code.resend')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </div>
  );
}
