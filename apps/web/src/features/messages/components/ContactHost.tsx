import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { useAuth, useLoginModal } from '../../auth';

// The dialog (Radix) and its form load on the first opening.
const ContactHostDialog = lazy(() => import('./ContactHostDialog'));

/**
 * "Contact host" on a listing page: a dialog to write the first message (with the stay's dates
 * when known); anonymous visitors sign in first. Sending opens the conversation.
 */
export function ContactHost({ listingId, hostId, hostName }: { listingId: number; hostId: number; hostName: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted: a closed one keeps what was typed.
  const [used, setUsed] = useState(false);

  if (user?.id === hostId) return null;

  const openDialog = () => {
    const show = () => {
      setUsed(true);
      setOpen(true);
    };
    if (user) show();
    else loginModal.open({ onSuccess: show });
  };

  return (
    <>
      <Button variant="secondary" onClick={openDialog} className="w-full sm:w-auto">
        <MessageSquare className="size-4" aria-hidden="true" />
        {t('conversations.contact.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ContactHostDialog open={open} onOpenChange={setOpen} listingId={listingId} hostName={hostName} />
        </Suspense>
      )}
    </>
  );
}
