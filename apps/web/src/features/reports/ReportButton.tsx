import type { ReportSubject } from '@roamstead/contract/constants';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useOptionalAuth, useOptionalLoginModal } from '../auth';

// The form loads on the first click only, so the pages that show the control stay light.
const ReportDialog = lazy(() => import('./ReportDialog'));

interface ReportButtonProps {
  subject: ReportSubject;
  id: number;
  /** What is reported, for the accessible name ("Report: <name>"). */
  name: string;
  /** Whose it is: its owner sees no control (nobody reports their own). */
  ownerId?: number | null;
  className?: string;
}

/**
 * "Report" on a listing, a profile, a review or a message (docs/adr/0074). Signed-out visitors get
 * the sign-in modal and the form opens once they are in.
 */
export function ReportButton({ subject, id, name, ownerId, className = '' }: ReportButtonProps) {
  const { t } = useTranslation();
  const auth = useOptionalAuth();
  const loginModal = useOptionalLoginModal();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (auth?.user) return setOpen(true);
    if (auth?.status === 'loading') return;
    loginModal?.open({ onSuccess: () => setOpen(true) });
  };
  if (ownerId != null && auth?.user?.id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className={`inline-flex items-center gap-1.5 text-sm text-muted underline-offset-2 hover:text-ink hover:underline ${className}`}
      >
        <Flag className="size-4" aria-hidden="true" />
        {t(`reports.button.${subject}`)}
        <span className="sr-only">: {name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} id={id} name={name} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
