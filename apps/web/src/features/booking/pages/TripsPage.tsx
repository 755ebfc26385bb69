import type { BookingSummary } from '@roamstead/contract';
import { CANCELLED_STATES } from '@roamstead/contract/constants';
import { Plane } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePrefetchArrivalGuides } from '../../arrival';
import { usePrefetchTrips, useTrips } from '../api';
import { TripCard } from '../components/TripCard';

type Tab = 'upcoming' | 'past' | 'cancelled';

const isUpcoming = (b: BookingSummary) => b.state === 'pending' || b.state === 'accepted';

/** `/dashboard/guest/trips`: the guest's bookings, upcoming, past and cancelled. */
export default function TripsPage() {
  const { t } = useTranslation();
  usePageTitle(t('booking.trips.title'));
  const [tab, setTab] = useState<Tab>('upcoming');
  const trips = useTrips();
  usePrefetchTrips((trips.data ?? []).filter(isUpcoming).map((b) => b.id));
  usePrefetchArrivalGuides(trips.data ?? []);
  const tabs = (['upcoming', 'past', 'cancelled'] as const).map((value) => ({
    value,
    label: t(`booking.trips.${value}`),
  }));
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('booking.trips.title')}</h1>
      <QueryState query={trips}>
        {(items) => {
          const groups: Record<Tab, typeof items> = {
            upcoming: items.filter(isUpcoming),
            past: items.filter((b) => b.state === 'completed'),
            cancelled: items.filter((b) => CANCELLED_STATES.includes(b.state)),
          };
          return (
            <Tabs value={tab} onValueChange={setTab} label={t('booking.trips.title')} tabs={tabs}>
              {tabs.map(({ value }) => (
                <TabPanel key={value} value={value}>
                  {groups[value].length === 0 ? (
                    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
                      <Plane className="size-8 text-brand-600" aria-hidden="true" />
                      <h2 className="text-lg font-semibold">{t(`booking.trips.empty.${value}`)}</h2>
                      <Link to="/" className={buttonClass('primary')}>
                        {t('booking.trips.explore')}
                      </Link>
                    </div>
                  ) : (
                    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                      {groups[value].map((b) => (
                        <li key={b.id}>
                          <TripCard booking={b} to={`/dashboard/guest/trips/${b.id}`} />
                        </li>
                      ))}
                    </ul>
                  )}
                </TabPanel>
              ))}
            </Tabs>
          );
        }}
      </QueryState>
    </section>
  );
}
