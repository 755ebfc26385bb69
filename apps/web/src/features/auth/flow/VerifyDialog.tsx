import { OTP_LENGTH, OTP_RESEND_COOLDOWN_S } from '@roamstead/contract/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { OtpInput } from '../../../ui/OtpInput';
import { type Identity, identityLabel } from '../api';
import { useCountdown } from './useCountdown';

interface VerifyDialogProps {
  open: boolean;
  identity: Identity;
  /** Checks the code; resolves to the banner message on failure, null on success. */
  verify: (otp: string) => Promise<string | null>;
  /** Sends a new code; resolves to the banner message on failure, null on success. */
  resend: () => Promise<string | null>;
  onClose: () => void;
}

/** 'Verify your phone' / 'Verify your email' (SPEC §4): 5 boxes, 30 s resend cooldown, retry banner. */
export function VerifyDialog({ open, identity, verify, resend, onClose }: VerifyDialogProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const countdown = useCountdown(OTP_RESEND_COOLDOWN_S);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (otp.length !== OTP_LENGTH) return setIncomplete(true);
    setBusy(true);
    setBanner(null);
    const problem = await verify(otp);
    setBusy(false);
    if (problem) setBanner(problem);
  };

  const resendCode = async () => {
    setResending(true);
    setBanner(null);
    const problem = await resend();
    setResending(false);
    if (problem) return setBanner(problem);
    setOtp('');
    setIncomplete(false);
    countdown.restart();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(identity.mode === 'phone' ? 'auth.verifyPhoneTitle' : 'auth.verifyEmailTitle')}
      // Isolated left-to-right so '+263 77…' keeps its order inside Arabic text.
      description={t('auth.verifyLead', { length: OTP_LENGTH, target: `\u2066${identityLabel(identity)}\u2069` })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {banner && <Alert title={t('auth.tryAgainTitle')}>{banner}</Alert>}
        <OtpInput
          length={OTP_LENGTH}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            setIncomplete(false);
          }}
          label={t('auth.codeLabel')}
          disabled={busy}
          invalid={incomplete || banner !== null}
        />
        {incomplete && (
          <p role="alert" className="text-center text-sm text-danger">
            {t('auth.validation.otpIncomplete')}
          </p>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.verifying') : t('auth.verify')}
        </Button>
        <Button variant="ghost" disabled={countdown.remaining > 0 || resending} onClick={resendCode}>
          {countdown.remaining > 0
            ? t('auth.resendIn', { seconds: countdown.remaining })
            : resending
              ? t('auth.sending')
              : t('auth.resend')}
        </Button>
      </form>
    </Dialog>
  );
}
