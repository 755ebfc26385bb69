import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { notify } from '../../ui/toast';
import { useAuth } from '../auth';
import { invalidateWishlists } from './api';
import { completePendingSave } from './completePendingSave';
import { hasPendingSave, takePendingSave } from './pendingSave';

/**
 * Mounted in the page layouts: when a session appears and a heart was clicked before sign-in (or
 * sign-up), the save completes and a toast says where it went.
 */
export function PendingSaveWatcher() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined || !hasPendingSave()) return;
    const pending = takePendingSave();
    if (!pending) return;
    void (async () => {
      const [saved, error] = await completePendingSave(pending, t('wishlists.defaultName'));
      await invalidateWishlists(queryClient);
      if (error) notify.error(t('wishlists.pending.failed'));
      else notify.success(t('wishlists.pending.done', { name: saved.name }));
    })();
  }, [userId, queryClient, t]);

  return null;
}
