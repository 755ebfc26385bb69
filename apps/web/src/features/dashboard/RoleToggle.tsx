import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useRoleSwitch } from './useRoleSwitch';

/** Sidebar switch labelled with the current mode (Hosting or Travelling); flipping it updates the role. */
export function RoleToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const switchRole = useRoleSwitch();
  const hosting = user?.role === 'host';
  const label = t(hosting ? 'dashboard.hosting' : 'dashboard.travelling');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={hosting}
      aria-label={label}
      title={compact ? label : undefined}
      onClick={() => void switchRole()}
      className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold hover:bg-canvas ${compact ? 'justify-center' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${hosting ? 'bg-brand-500' : 'bg-line'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${hosting ? 'left-[18px]' : 'left-0.5'}`}
        />
      </span>
      {!compact && <span>{label}</span>}
    </button>
  );
}
