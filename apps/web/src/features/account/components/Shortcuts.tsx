import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { NavItem } from '../../dashboard';

/** A grid of big links to the role's main screens. */
export function Shortcuts({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full flex-col items-start gap-2 rounded-card border border-line bg-surface p-4 font-semibold hover:border-brand-500"
          >
            <Icon className="size-6 text-brand-600" aria-hidden="true" />
            {t(`dashboard.nav.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
