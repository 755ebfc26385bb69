import {
  Bell,
  Briefcase,
  ChevronRight,
  Gift,
  Lock,
  type LucideIcon,
  Receipt,
  Shield,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { DashboardPage } from '../../../ui/DashboardPage';

const SECTIONS: Array<[string, string, LucideIcon]> = [
  ['account', '/dashboard/host/account', UserRound],
  ['loginSecurity', '/dashboard/host/login-security', Lock],
  ['notifications', '/dashboard/host/notifications', Bell],
  ['preferences', '/dashboard/host/preferences', SlidersHorizontal],
  ['privacy', '/dashboard/host/privacy', Shield],
  ['taxes', '/dashboard/host/taxes', Receipt],
  ['travelWork', '/dashboard/host/travel-work', Briefcase],
  ['referrals', '/dashboard/host/referrals', Gift],
];

/** Account settings: one card per settings screen. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.nav.accountSettings')} description={t('account.settings.description')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map(([key, to, Icon]) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 hover:border-brand-500"
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-semibold">{t(`account.settings.sections.${key}.title`)}</span>
                <span className="block text-sm text-muted">{t(`account.settings.sections.${key}.text`)}</span>
              </span>
              <ChevronRight className="size-5 text-muted rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPage>
  );
}
