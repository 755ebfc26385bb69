import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { REFERRAL_STORAGE_KEY } from '../../dashboard';

/** /r/:code remembers who invited the visitor, then opens sign-up; the dashboard credits it afterwards. */
export default function ReferralLandingPage() {
  const { code } = useParams();
  useEffect(() => {
    if (code) localStorage.setItem(REFERRAL_STORAGE_KEY, code);
  }, [code]);
  return <Navigate to="/auth/register" replace />;
}
