import type { Cohost, CohostLevel, CohostShareKind } from '@roamstead/contract';
import { COHOST_LEVELS, COHOST_SHARE_KINDS, minorDigits } from '@roamstead/contract/constants';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useCohostMutations, useCohosts } from '../api';

type Share = { kind: CohostShareKind; value: string };

const formatPrice = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency));

/** The share as the API takes it: a whole percentage, or minor units of the listing's currency. */
const shareBody = (share: Share, currency: string) => ({
  share_kind: share.kind,
  share_value:
    share.kind === 'none'
      ? 0
      : share.kind === 'percent'
        ? Math.round(Number(share.value) || 0)
        : Math.round((Number(share.value.replace(',', '.')) || 0) * 10 ** minorDigits(currency)),
});
const shareForm = (c: Cohost): Share => ({
  kind: c.share_kind,
  value:
    c.share_kind === 'none'
      ? ''
      : c.share_kind === 'percent'
        ? String(c.share_value)
        : String(c.share_value / 10 ** minorDigits(c.currency)),
});

function useOptions() {
  const { t } = useTranslation();
  return {
    levels: COHOST_LEVELS.map((l) => ({ value: l, label: t(`cohosts.level.${l}`) })),
    shares: COHOST_SHARE_KINDS.map((k) => ({ value: k, label: t(`cohosts.share.${k}`) })),
  };
}

function ShareFields({ share, onChange, currency }: { share: Share; onChange: (s: Share) => void; currency: string }) {
  const { t } = useTranslation();
  const { shares } = useOptions();
  return (
    <>
      <SelectField
        label={t('cohosts.share.label')}
        placeholder={t('cohosts.share.placeholder')}
        options={shares}
        value={share.kind}
        onChange={(e) => onChange({ kind: (e.target.value || 'none') as CohostShareKind, value: share.value })}
      />
      {share.kind !== 'none' && (
        <TextField
          label={
            share.kind === 'percent' ? t('cohosts.share.percentLabel') : t('cohosts.share.fixedLabel', { currency })
          }
          inputMode="decimal"
          value={share.value}
          onChange={(e) => onChange({ kind: share.kind, value: e.target.value })}
        />
      )}
    </>
  );
}

function InviteForm({ listingId, currency }: { listingId: number; currency: string }) {
  const { t } = useTranslation();
  const { levels } = useOptions();
  const { invite } = useCohostMutations(listingId);
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<CohostLevel>('calendar_inbox');
  const [share, setShare] = useState<Share>({ kind: 'none', value: '' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await invite.mutateAsync({ email, level, ...shareBody(share, currency) });
      notify.success(t('cohosts.invited', { email }));
      setEmail('');
      setShare({ kind: 'none', value: '' });
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2" aria-label={t('cohosts.invite')}>
      <TextField
        label={t('cohosts.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        label={t('cohosts.level.label')}
        placeholder={t('cohosts.level.placeholder')}
        options={levels}
        value={level}
        onChange={(e) => setLevel((e.target.value || 'calendar') as CohostLevel)}
      />
      <ShareFields share={share} onChange={setShare} currency={currency} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={invite.isPending}>
          {t('cohosts.invite')}
        </Button>
      </div>
    </form>
  );
}

function CohostRow({ cohost, listingId }: { cohost: Cohost; listingId: number }) {
  const { t, i18n } = useTranslation();
  const { levels } = useOptions();
  const { update, remove } = useCohostMutations(listingId);
  const [level, setLevel] = useState<CohostLevel>(cohost.level);
  const [share, setShare] = useState<Share>(shareForm(cohost));
  const who = cohost.name ?? cohost.email;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  const shareText =
    cohost.share_kind === 'percent'
      ? t('cohosts.share.percentOf', { percent: cohost.share_value })
      : cohost.share_kind === 'fixed'
        ? t('cohosts.share.fixedPer', { amount: formatPrice(cohost.share_value, cohost.currency, i18n.language) })
        : t('cohosts.share.none');

  return (
    <li className="space-y-3 rounded-card border border-line bg-surface p-4" data-testid="cohost-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="font-semibold">{who}</p>
          <p className="text-sm text-muted">
            {[
              cohost.name ? cohost.email : null,
              cohost.status === 'pending' ? t('cohosts.pending') : t('cohosts.active'),
              t(`cohosts.level.${cohost.level}`),
              shareText,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => void run(() => remove.mutateAsync(cohost.id), t('cohosts.removed', { name: who }))}
        >
          {cohost.status === 'pending' ? t('cohosts.withdraw') : t('cohosts.remove')}
          <span className="sr-only">: {who}</span>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('cohosts.level.label')}
          placeholder={t('cohosts.level.placeholder')}
          options={levels}
          value={level}
          onChange={(e) => setLevel((e.target.value || 'calendar') as CohostLevel)}
        />
        <ShareFields share={share} onChange={setShare} currency={cohost.currency} />
      </div>
      <Button
        variant="secondary"
        disabled={update.isPending}
        onClick={() =>
          void run(
            () => update.mutateAsync({ id: cohost.id, body: { level, ...shareBody(share, cohost.currency) } }),
            t('cohosts.saved'),
          )
        }
      >
        {t('cohosts.save')}
        <span className="sr-only">: {who}</span>
      </Button>
    </li>
  );
}

/** /dashboard/host/listings/:listingId/cohosts: the owner invites, changes and removes co-hosts. */
export default function CohostsPage() {
  const { t } = useTranslation();
  const listingId = Number(useParams().listingId) || 0;
  const cohosts = useCohosts(listingId);
  return (
    <DashboardPage
      title={t('cohosts.title')}
      description={cohosts.data?.listing.title || t('cohosts.description')}
      actions={
        <Link to="/dashboard/host/listings" className="inline-flex items-center gap-1 text-sm font-semibold underline">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('cohosts.back')}
        </Link>
      }
    >
      {cohosts.isPending ? (
        <Skeleton rows={3} rowClassName="h-16" />
      ) : cohosts.isError ? (
        <QueryError error={cohosts.error} onRetry={() => void cohosts.refetch()} />
      ) : (
        <div className="space-y-6">
          <Card title={t('cohosts.invite')}>
            <p className="mb-3 text-sm text-muted">{t('cohosts.levelsHelp')}</p>
            <InviteForm listingId={listingId} currency={cohosts.data.listing.currency} />
          </Card>
          <Card title={t('cohosts.listTitle')}>
            {cohosts.data.items.length === 0 ? (
              <p className="text-sm text-muted">{t('cohosts.empty')}</p>
            ) : (
              <ul className="space-y-3">
                {cohosts.data.items.map((c) => (
                  <CohostRow key={c.id} cohost={c} listingId={listingId} />
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </DashboardPage>
  );
}
