import type { ProfileReview } from '@roamstead/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { useAccountQuery } from '../api';
import { ReviewList } from '../components/ReviewList';

type Tab = 'written' | 'received';

export default function ReviewsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('written');
  const reviews = useAccountQuery<Record<Tab, ProfileReview[]>>(['reviews'], '/profile/reviews');
  return (
    <DashboardPage title={t('dashboard.nav.reviews')} description={t('account.reviews.description')}>
      <Card>
        <Tabs
          value={tab}
          onValueChange={setTab}
          label={t('dashboard.nav.reviews')}
          tabs={[
            { value: 'written', label: t('account.reviews.written') },
            { value: 'received', label: t('account.reviews.received') },
          ]}
        >
          <QueryState query={reviews}>
            {(data) => (
              <>
                <TabPanel value="written">
                  <ReviewList reviews={data.written} empty={t('account.reviews.noneWritten')} />
                </TabPanel>
                <TabPanel value="received">
                  <ReviewList reviews={data.received} empty={t('account.reviews.noneReceived')} />
                </TabPanel>
              </>
            )}
          </QueryState>
        </Tabs>
      </Card>
    </DashboardPage>
  );
}
