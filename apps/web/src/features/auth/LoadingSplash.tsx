import { PRODUCT_NAME } from '@roamstead/contract/constants';
import { useTranslation } from '../../i18n';
import { Logo } from '../../ui/Logo';

/** SPEC §2: full-screen bouncing logo while authentication loads. */
export function LoadingSplash() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('auth.splash', { product: PRODUCT_NAME })}
      className="fixed inset-0 z-50 grid place-items-center bg-surface"
    >
      <Logo size={72} className="size-18 animate-bounce motion-reduce:animate-none" />
    </div>
  );
}
