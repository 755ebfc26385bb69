import type { ListingDetail } from '@roamstead/contract';
import { Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-line pt-6">
    <h2 id={id} className="text-xl font-semibold">
      {title}
    </h2>
    {children}
  </section>
);

/** "2.5 hours" in the visitor's language. */
const formatDuration = (minutes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 }).format(
    minutes / 60,
  );

/** Homes: guests, bedrooms, beds and bathrooms. Experiences: duration and group size. */
export function Summary({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts: [string, string, string | number][] =
    listing.kind === 'experience'
      ? [
          ['duration', t('listings.experience.duration'), formatDuration(listing.duration_minutes ?? 0, locale)],
          ['group', t('listings.experience.groupSize'), t('listings.experience.upTo', { count: listing.max_guests })],
        ]
      : [
          ['guests', t('listings.detail.guests'), listing.max_guests],
          ['bedrooms', t('listings.detail.bedrooms'), listing.bedrooms],
          ['beds', t('listings.detail.beds'), listing.beds],
          ['bathrooms', t('listings.detail.bathrooms'), listing.bathrooms],
        ];
  return (
    <dl aria-label={t('listings.detail.summary')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([key, label, value]) => (
        <div key={key} className="rounded-lg bg-canvas px-4 py-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The description: "About this place", or "What you'll do" on an experience. */
export function Description({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const text = listing.description;
  return (
    <Section
      id="about-heading"
      title={listing.kind === 'experience' ? t('listings.experience.whatYouDo') : t('listings.detail.about')}
    >
      {/* Written by the host, in whatever language: its own direction inside an Arabic page. */}
      <p dir="auto" className="whitespace-pre-line">
        {text}
      </p>
    </Section>
  );
}

export function Amenities({ amenities }: { amenities: ListingDetail['amenities'] }) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  return (
    <Section id="amenities-heading" title={t('listings.detail.amenities')}>
      {amenities.length === 0 ? (
        <p className="text-muted">{t('listings.detail.noAmenities')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {amenities.map((amenity) => (
            <li key={amenity.slug} className="flex items-center gap-2">
              <Check className="size-4 text-success" aria-hidden="true" />
              {names.amenity(amenity)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * House rules with check-in and check-out times (homes) or "Things to know" (experiences, which
 * have no check-in), and the cancellation policy.
 */
export function Rules({ listing }: { listing: ListingDetail }) {
  const home = listing.kind === 'home';
  const { t } = useTranslation();
  const rules = listing.house_rules
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      <Section
        id="rules-heading"
        title={home ? t('listings.detail.houseRules') : t('listings.experience.thingsToKnow')}
      >
        <ul className="flex flex-col gap-1">
          {home && (
            <>
              <li className="flex items-center gap-2">
                <Clock className="size-4 text-muted" aria-hidden="true" />
                {t('listings.detail.checkIn', { time: listing.check_in_time })}
              </li>
              <li className="flex items-center gap-2">
                <Clock className="size-4 text-muted" aria-hidden="true" />
                {t('listings.detail.checkOut', { time: listing.check_out_time })}
              </li>
            </>
          )}
          {rules.map((rule) => (
            <li key={rule} dir="auto" className={home ? 'ps-6' : ''}>
              {rule}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="cancellation-heading" title={t('listings.detail.cancellation')}>
        <p>
          {t('listings.detail.cancellationPolicy', {
            policy: t(`help.cancellation.names.${listing.cancellation_policy}`),
          })}
          {' · '}
          <Link to="/help/cancellation" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            {t('listings.detail.cancellationLink')}
          </Link>
        </p>
      </Section>
    </>
  );
}
