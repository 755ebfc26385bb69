import type { OperatorRole } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';

const TONE: Record<OperatorRole, string> = {
  admin: 'bg-brand-50 text-brand-700',
  support: 'bg-amber-100 text-amber-900',
  finance: 'bg-green-100 text-green-900',
  content: 'bg-canvas text-ink',
};

export function RoleBadge({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[role]}`}>
      {t(`admin.roles.${role}`)}
    </span>
  );
}
