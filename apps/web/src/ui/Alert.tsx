import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  danger: { box: 'border-danger/30 bg-danger/5 text-danger', Icon: CircleAlert },
  success: { box: 'border-success/30 bg-success/5 text-success', Icon: CircleCheck },
} as const;

/** An announced message box: errors as alerts, confirmations as status. */
export function Alert({
  tone = 'danger',
  title,
  children,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`flex gap-3 rounded-lg border p-3 text-sm ${box}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-ink">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
