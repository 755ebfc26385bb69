import type { AuthResult } from '@roamstead/contract';
import { PRODUCT_NAME } from '@roamstead/contract/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/Dialog';
import { notify } from '../../../ui/toast';
import { useAuth } from '../AuthProvider';
import { authApi } from '../api';
import { newAccount } from '../newAccount';
import { authFallback, reportAuthFailure } from './authFailure';
import { type AuthTab, IdentifyStep } from './IdentifyStep';
import { emptyIdentifyValues, type IdentifyValues, toIdentity } from './identifySchema';
import { RegisterDialog } from './RegisterDialog';
import { VerifyDialog } from './VerifyDialog';

type Step = 'identify' | 'verify' | 'register';

interface AuthFlowProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** 'dialog': the first step is the login modal itself; 'page': it renders in place. */
  frame: 'dialog' | 'page';
  /** Dialog frame only: whether the modal is open, and how to close it. */
  open?: boolean;
  onDismiss?: () => void;
  /** After an OTP or Google sign-in. */
  onSignedIn: () => void;
}

/**
 * SPEC §4 sign-in / sign-up: identify → 'Verify your …' → (sign-up) 'Complete Your Registration' →
 * /dashboard. What the user typed survives going back a step.
 */
export function AuthFlow({ tab, onTabChange, frame, open = true, onDismiss, onSignedIn }: AuthFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [step, setStep] = useState<Step>('identify');
  const [values, setValues] = useState<IdentifyValues>(emptyIdentifyValues);
  const identity = toIdentity(values);

  const signedIn = (result: AuthResult) => {
    signIn(result);
    notify.success(t('auth.welcomeTitle', { product: PRODUCT_NAME }), t('auth.signedIn'));
    setStep('identify');
    onSignedIn();
  };

  const verify = async (otp: string) => {
    if (tab === 'login') {
      const [data, error] = await authApi.loginWithOtp(identity, otp);
      if (data) signedIn(data);
      return error && (reportAuthFailure('loginWithOtp', error) ?? t('auth.errors.loginRetry'));
    }
    const [data, error] = await authApi.verifySignupCode(identity, otp);
    if (error) return reportAuthFailure('verifyOtp', error) ?? t('auth.errors.verifyRetry');
    if (!data.verified) return authFallback('otpVerification');
    notify.success(t('auth.otpVerifiedTitle'), t('auth.otpVerified'));
    setStep('register');
    return null;
  };

  const resend = async () => {
    const [, error] = tab === 'login' ? await authApi.sendLoginCode(identity) : await authApi.sendSignupCode(identity);
    return (
      error && (reportAuthFailure(tab === 'login' ? 'loginWithOtp' : 'signupWithOtp', error) ?? t('auth.errors.resend'))
    );
  };

  const registered = (result: AuthResult) => {
    signIn(result);
    newAccount.mark(result.user.id);
    notify.success(t('auth.registered'), t('auth.accountCreated'));
    setStep('identify');
    onDismiss?.();
    navigate('/dashboard');
  };

  const identify = (
    <IdentifyStep
      tab={tab}
      onTabChange={onTabChange}
      defaultValues={values}
      onCodeSent={(sent) => {
        setValues(sent);
        setStep('verify');
      }}
      onSignedIn={signedIn}
    />
  );

  return (
    <>
      {frame === 'page' ? (
        identify
      ) : (
        <Dialog
          open={open && step === 'identify'}
          onOpenChange={(next) => !next && onDismiss?.()}
          title={t('auth.modalTitle')}
        >
          {identify}
        </Dialog>
      )}
      {step === 'verify' && (
        <VerifyDialog open identity={identity} verify={verify} resend={resend} onClose={() => setStep('identify')} />
      )}
      {step === 'register' && (
        <RegisterDialog open identity={identity} onRegistered={registered} onClose={() => setStep('identify')} />
      )}
    </>
  );
}
