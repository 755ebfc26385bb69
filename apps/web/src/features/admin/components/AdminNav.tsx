import { type AdminScreen, mayUse, type OperatorArea, type OperatorRole } from '@roamstead/contract/constants';
import {
  Banknote,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  FileText,
  Flag,
  Home,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  Settings,
  ShieldCheck,
  Star,
  Tags,
  Users,
  X,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n';

type Section = 'dashboard' | Exclude<AdminScreen, `${string}/${string}`>;
type Group = 'overview' | 'people' | 'marketplace' | 'money' | 'site';

/** `label` when the section's name is not `admin.nav.<key>`. */
export const SECTIONS: ReadonlyArray<{
  key: Section;
  group: Group;
  to: string;
  area: OperatorArea;
  icon: LucideIcon;
  label?: string;
}> = [
  { key: 'dashboard', group: 'overview', to: '/admin', area: 'dashboard', icon: LayoutDashboard },
  { key: 'audit', group: 'overview', to: '/admin/audit', area: 'audit', icon: ClipboardList },
  { key: 'users', group: 'people', to: '/admin/users', area: 'users', icon: Users },
  {
    key: 'reports',
    group: 'people',
    to: '/admin/reports',
    area: 'reports',
    icon: Flag,
    label: 'moderation.nav.reports',
  },
  { key: 'operators', group: 'people', to: '/admin/operators', area: 'operators', icon: ShieldCheck },
  {
    key: 'listings',
    group: 'marketplace',
    to: '/admin/listings',
    area: 'listings',
    icon: Home,
    label: 'moderation.nav.listings',
  },
  {
    key: 'reviews',
    group: 'marketplace',
    to: '/admin/reviews',
    area: 'reviews',
    icon: Star,
    label: 'moderation.nav.reviews',
  },
  {
    key: 'bookings',
    group: 'marketplace',
    to: '/admin/bookings',
    area: 'bookings',
    icon: CalendarCheck,
    label: 'adminMoney.nav.bookings',
  },
  {
    key: 'payouts',
    group: 'money',
    to: '/admin/payouts',
    area: 'payouts',
    icon: Banknote,
    label: 'adminMoney.nav.payouts',
  },
  {
    key: 'payments',
    group: 'money',
    to: '/admin/payments',
    area: 'payouts',
    icon: CreditCard,
    label: 'adminMoney.nav.payments',
  },
  { key: 'content', group: 'site', to: '/admin/content', area: 'content', icon: FileText },
  { key: 'catalogue', group: 'site', to: '/admin/catalogue', area: 'catalogue', icon: Tags },
  { key: 'inbox', group: 'site', to: '/admin/inbox', area: 'inbox', icon: Inbox, label: 'adminMoney.nav.inbox' },
  {
    key: 'settings',
    group: 'site',
    to: '/admin/settings',
    area: 'settings',
    icon: Settings,
    label: 'moderation.nav.settings',
  },
];
const GROUPS: readonly Group[] = ['overview', 'people', 'marketplace', 'money', 'site'];

/** The sections the roles open, under a heading per group; each group a list named by its heading. */
function SectionList({ roles, onNavigate }: { roles: readonly OperatorRole[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const open = SECTIONS.filter((s) => mayUse(roles, s.area));
  return (
    <nav aria-label={t('admin.nav.label')} className="flex flex-col gap-4">
      {GROUPS.filter((g) => open.some((s) => s.group === g)).map((group) => (
        <div key={group}>
          <p id={`${id}-${group}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t(`admin.nav.groups.${group}`)}
          </p>
          <ul aria-labelledby={`${id}-${group}`} className="flex flex-col gap-0.5">
            {open
              .filter((s) => s.group === group)
              .map(({ key, to, icon: Icon, label }) => (
                <li key={key}>
                  <NavLink
                    to={to}
                    end={to === '/admin'}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-canvas'
                      }`
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {t(label ?? `admin.nav.${key}`)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The console's sections down the side on wide screens (`lg:`); the header's menu button elsewhere. */
export function AdminSideNav({ roles }: { roles: readonly OperatorRole[] }) {
  return (
    <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-e border-line bg-surface p-3 lg:block">
      <SectionList roles={roles} />
    </aside>
  );
}

/** Below `lg`: a button opening the sections in a panel from the start side (focus kept inside, Escape closes). */
export function AdminNavMenu({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="-ms-1 inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold hover:bg-canvas lg:hidden">
        <Menu className="size-5" aria-hidden="true" />
        {t('admin.nav.menu')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(18rem,85vw)] flex-col overflow-y-auto bg-surface p-4 shadow-xl focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('admin.nav.label')}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-muted hover:bg-canvas" aria-label={t('admin.nav.close')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SectionList roles={roles} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
