import type { ListingStatus } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';

const TONES: Record<ListingStatus, string> = {
  draft: 'bg-canvas text-muted border-line',
  published: 'bg-success/10 text-success border-success/30',
  unlisted: 'bg-brand-50 text-brand-700 border-brand-100',
  pending_review: 'bg-canvas text-ink border-line',
  rejected: 'bg-danger/10 text-danger border-danger/30',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`hostListings.status.${status}`)}
    </span>
  );
}
