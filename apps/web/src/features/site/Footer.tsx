import { APP_STORE_LINKS, BECOME_A_HOST_PATH, SITE_CONTACT, SOCIAL_LINKS } from '@roamstead/contract/constants';
import { Apple, Mail, Phone, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { Newsletter } from './Newsletter';

const COLUMNS = [
  {
    title: 'company',
    links: [
      ['about', '/about'],
      ['blog', '/blog'],
      ['media', '/media'],
      ['careers', '/careers'],
    ],
  },
  {
    title: 'quickLinks',
    links: [
      ['experiences', '/experiences'],
      ['becomeHost', BECOME_A_HOST_PATH],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ],
  },
  {
    title: 'supportColumn',
    links: [
      ['contact', '/contact'],
      ['helpCenter', '/help-center'],
      ['faqs', '/help/faqs'],
      ['cancellation', '/help/cancellation'],
      ['neighborhood', '/help/neighborhood'],
      ['countries', '/help/countries'],
    ],
  },
] as const;

/** Public footer (SPEC §1): contact blocks, app badges, social links, newsletter, link columns, year. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-canvas text-sm">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <ContactBlock
            icon={<Phone className="size-5" />}
            title={t('site.footer.support')}
            hint={t('site.footer.supportHours')}
          >
            <a
              href={`tel:${SITE_CONTACT.supportPhone.replace(/\s/g, '')}`}
              dir="ltr"
              className="font-semibold hover:underline"
            >
              {SITE_CONTACT.supportPhone}
            </a>
          </ContactBlock>
          <ContactBlock icon={<Mail className="size-5" />} title={t('site.footer.email')}>
            <a href={`mailto:${SITE_CONTACT.supportEmail}`} className="font-semibold hover:underline">
              {SITE_CONTACT.supportEmail}
            </a>
          </ContactBlock>
        </div>

        <div>
          <h2 className="mb-3 text-base font-semibold">{t('site.footer.apps')}</h2>
          <div className="flex flex-wrap gap-2">
            <StoreBadge
              href={APP_STORE_LINKS.apple}
              icon={<Apple className="size-6" />}
              small={t('site.footer.appStore')}
            >
              {t('site.footer.appStoreName')}
            </StoreBadge>
            <StoreBadge
              href={APP_STORE_LINKS.google}
              icon={<Play className="size-6" />}
              small={t('site.footer.googlePlay')}
            >
              {t('site.footer.googlePlayName')}
            </StoreBadge>
          </div>
          <h2 className="mt-5 mb-3 text-base font-semibold">{t('site.footer.follow')}</h2>
          <ul className="flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.id}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex rounded-full border border-line bg-surface px-3 py-1.5 font-medium hover:border-ink"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-2">
          <Newsletter />
        </div>
      </div>

      <nav aria-label={t('site.footer.navLabel')} className="border-t border-line">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="mb-3 font-semibold">{t(`site.footer.${column.title}`)}</h2>
              <ul className="space-y-2">
                {column.links.map(([key, to]) => (
                  <li key={key}>
                    <Link to={to} className="text-muted hover:text-ink hover:underline">
                      {t(`site.footer.links.${key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>

      <p className="border-t border-line px-4 py-5 text-center text-muted">
        {t('site.footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function ContactBlock({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div>
        <p className="text-muted">{title}</p>
        {children}
        {hint && <p className="text-xs text-muted">{hint}</p>}
      </div>
    </div>
  );
}

function StoreBadge({
  href,
  icon,
  small,
  children,
}: {
  href: string;
  icon: ReactNode;
  small: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-2 rounded-lg bg-ink px-3 py-1.5 text-white hover:bg-black"
    >
      <span aria-hidden="true">{icon}</span>
      <span className="leading-tight">
        <span className="block text-[0.65rem]">{small}</span>
        <span className="block font-semibold">{children}</span>
      </span>
    </a>
  );
}
