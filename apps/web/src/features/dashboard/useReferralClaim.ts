import { useEffect } from 'react';
import { apiClient } from '../../api/http';

/** Set by /r/:code; a referral link opened before signing up is credited once the user arrives here. */
export const REFERRAL_STORAGE_KEY = 'roamstead.referral';

export function useReferralClaim() {
  useEffect(() => {
    const code = localStorage.getItem(REFERRAL_STORAGE_KEY);
    if (!code) return;
    localStorage.removeItem(REFERRAL_STORAGE_KEY);
    // Refused for accounts that are not new or already referred: nothing to tell the user then.
    apiClient.post('/account/referrals/claim', { code }).catch(() => undefined);
  }, []);
}
