import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { MessagesUnreadBadge } from '../messages';
import type { NavItem } from './nav';

/** A vertical menu of dashboard links; `compact` shows icons only (collapsed sidebar). */
export function NavList({
  items,
  compact = false,
  onNavigate,
}: {
  items: NavItem[];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ key, to, icon: Icon }) => {
        const label = t(`dashboard.nav.${key}`);
        return (
          <li key={key}>
            <NavLink
              to={to}
              end={to.split('/').length <= 3}
              onClick={onNavigate}
              title={compact ? label : undefined}
              aria-label={compact ? label : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                  compact ? 'justify-center' : ''
                } ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-canvas'}`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {!compact && <span className="truncate">{label}</span>}
              {key === 'messages' && <MessagesUnreadBadge />}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
