import { BadgeCheck, Briefcase, House, Languages, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { Avatar } from '../../auth';
import { ReportButton } from '../../reports';
import { usePublicProfile } from '../api';
import { ReviewList } from '../components/ReviewList';

/** Public guest or host profile: who they are, what is verified, their listings and reviews. */
export default function PublicProfilePage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().userId);
  const profile = usePublicProfile(id);
  return (
    <DashboardPage title={t('account.public.title')}>
      <QueryState query={profile} rows={5}>
        {(p) => (
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <Card className="h-fit text-center">
              <div className="flex flex-col items-center gap-3">
                <Avatar user={{ email: p.name, user_metadata: { name: p.name, picture: p.picture } }} size="lg" />
                <h2 className="text-xl font-bold">{p.name}</h2>
                <p className="text-sm text-muted">
                  {t(`account.public.role.${p.role}`)} ·{' '}
                  {t('account.public.joined', {
                    date: new Date(p.joined_at).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long' }),
                  })}
                </p>
              </div>
              <h3 className="mt-5 mb-2 text-start text-sm font-semibold">{t('account.public.verified')}</h3>
              <ul className="space-y-1 text-start text-sm">
                {(['email', 'phone', 'work_email'] as const).map((k) => (
                  <li key={k} className={`flex items-center gap-2 ${p.verified[k] ? 'text-success' : 'text-muted'}`}>
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    {t(`account.public.verifiedItems.${k}`)}
                    <span className="sr-only">{p.verified[k] ? t('account.public.yes') : t('account.public.no')}</span>
                  </li>
                ))}
              </ul>
              <ReportButton subject="user" id={id} name={p.name} ownerId={id} className="mt-4" />
            </Card>
            <div className="space-y-6">
              <Card title={t('account.public.about', { name: p.name })}>
                <p className="whitespace-pre-line text-sm">{p.about || t('account.public.noAbout')}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {p.location && (
                    <li className="flex items-center gap-2">
                      <MapPin className="size-4 text-muted" aria-hidden="true" />
                      {t('account.public.livesIn', { place: p.location })}
                    </li>
                  )}
                  {p.work && (
                    <li className="flex items-center gap-2">
                      <Briefcase className="size-4 text-muted" aria-hidden="true" />
                      {t('account.public.worksAs', { work: p.work })}
                    </li>
                  )}
                  {p.languages.length > 0 && (
                    <li className="flex items-center gap-2">
                      <Languages className="size-4 text-muted" aria-hidden="true" />
                      {t('account.public.speaks', {
                        languages: p.languages.map((l) => t(`account.languages.${l}`)).join(', '),
                      })}
                    </li>
                  )}
                </ul>
              </Card>
              {p.role === 'host' || p.listings.length > 0 ? (
                <Card title={t('account.public.listings')}>
                  {p.listings.length === 0 ? (
                    <p className="text-sm text-muted">{t('account.public.noListings')}</p>
                  ) : (
                    <ul className="grid gap-2 sm:grid-cols-2">
                      {p.listings.map((l) => (
                        <li key={l.id} className="flex items-center gap-2 rounded-lg border border-line p-3 text-sm">
                          <House className="size-4 text-brand-600" aria-hidden="true" />
                          {l.title}
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              ) : null}
              <Card title={t('account.public.reviews')}>
                <ReviewList reviews={p.reviews} empty={t('account.public.noReviews')} />
              </Card>
            </div>
          </div>
        )}
      </QueryState>
    </DashboardPage>
  );
}
