import { PRODUCT_NAME } from '@roamstead/contract/constants';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAuth } from '../AuthProvider';
import { AuthFlow } from '../flow/AuthFlow';
import type { AuthTab } from '../flow/IdentifyStep';
import type { ReturnState } from '../RequireAuth';

/** /login, /register, /auth/login, /auth/register: the login modal's content as a page. */
export default function AuthPage() {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner />;
  return <AuthPageBody alreadySignedIn={status === 'signed-in'} />;
}

function AuthPageBody({ alreadySignedIn }: { alreadySignedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from ?? '/dashboard';
  const [tab, setTab] = useState<AuthTab>(location.pathname.endsWith('/register') ? 'signup' : 'login');
  // Only a visitor who arrives signed in is sent on; a sign-in made here navigates itself.
  const [redirect] = useState(alreadySignedIn);
  usePageTitle(t(tab === 'login' ? 'auth.loginTab' : 'auth.signupTab'));

  if (redirect) return <Navigate to={from} replace />;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-1 text-2xl font-bold">
        {t(tab === 'login' ? 'auth.pageLoginHeading' : 'auth.pageSignupHeading', { product: PRODUCT_NAME })}
      </h1>
      <p className="mb-6 text-sm text-muted">{t('auth.pageLead')}</p>
      <div className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6">
        <AuthFlow frame="page" tab={tab} onTabChange={setTab} onSignedIn={() => navigate(from, { replace: true })} />
      </div>
    </section>
  );
}
