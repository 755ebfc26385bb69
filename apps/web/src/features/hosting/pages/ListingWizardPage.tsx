import type { ListingKind, OwnListing } from '@roamstead/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { DashboardPage } from '../../../ui/DashboardPage';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { useAuth } from '../../auth';
import { useOwnListing } from '../api';
import { AmenitiesStep } from '../wizard/AmenitiesStep';
import { BasicsStep } from '../wizard/BasicsStep';
import { CategoryStep } from '../wizard/CategoryStep';
import { DescriptionStep } from '../wizard/DescriptionStep';
import { DetailsStep } from '../wizard/DetailsStep';
import { DiscountsStep } from '../wizard/DiscountsStep';
import { KindStep } from '../wizard/KindStep';
import { LocationStep } from '../wizard/LocationStep';
import { PhotosStep } from '../wizard/PhotosStep';
import { PricingStep } from '../wizard/PricingStep';
import { ReviewStep } from '../wizard/ReviewStep';
import { RoleGate } from '../wizard/RoleGate';
import { RulesStep } from '../wizard/RulesStep';
import { SlotsStep } from '../wizard/SlotsStep';
import { StepNav } from '../wizard/StepNav';
import { isStep, resumeStep, type StepId, stepOfField, stepsFor } from '../wizard/steps';

const listingsPageOf = (kind: ListingKind) =>
  kind === 'experience' ? '/dashboard/host/experiences' : '/dashboard/host/listings';

/**
 * /dashboard/add-property: the listing wizard. `?listing=ID` reopens a draft (or a published
 * listing for editing) at `?step=…`, or where it still needs something; every step saves on the server.
 */
export default function ListingWizardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('listing')) || null;
  const query = useOwnListing(id);
  const initialKind: ListingKind = params.get('kind') === 'experience' ? 'experience' : 'home';
  // A draft is still being added, whichever step it is on; a listed one is edited.
  const kind = query.data?.kind ?? initialKind;
  const title =
    query.data && query.data.status !== 'draft'
      ? t('hostListings.wizard.editTitle')
      : kind === 'experience'
        ? t('hostListings.add.experience')
        : t('hostListings.wizard.title');

  let body: React.ReactNode;
  if (user?.role !== 'host') body = <RoleGate />;
  else if (!id)
    body = (
      <KindStep initial={initialKind} onCreated={(newId) => setParams({ listing: String(newId), step: 'category' })} />
    );
  else if (query.isPending) body = <Skeleton rows={4} rowClassName="h-14" />;
  else if (query.isError)
    body = (
      <div className="space-y-4">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
        <Link to="/dashboard/host/listings" className={buttonClass('secondary')}>
          {t('hostListings.wizard.backToListings')}
        </Link>
      </div>
    );
  else
    body = (
      <Wizard
        listing={query.data}
        step={params.get('step')}
        onStep={(step) => setParams({ listing: String(query.data.id), step })}
      />
    );

  return (
    <DashboardPage title={title} description={t('hostListings.wizard.description')}>
      {body}
    </DashboardPage>
  );
}

function Wizard({
  listing,
  step: requested,
  onStep,
}: {
  listing: OwnListing;
  step: string | null;
  onStep: (s: StepId) => void;
}) {
  const navigate = useNavigate();
  const steps = stepsFor(listing.kind);
  const step = isStep(listing.kind, requested) ? requested : resumeStep(listing);
  const index = steps.indexOf(step);
  // Steps the host has been through: saved here, or (for a reopened draft) before where it resumed.
  const [saved, setSaved] = useState<ReadonlySet<StepId>>(
    () => new Set(listing.status === 'draft' ? steps.slice(0, steps.indexOf(resumeStep(listing))) : steps),
  );
  const next = () => {
    setSaved((done) => new Set(done).add(step));
    onStep(steps[index + 1] ?? 'review');
  };
  const back = index > 0 ? () => onStep(steps[index - 1] as StepId) : undefined;
  const blocked = new Set(Object.keys(listing.missing).map((f) => stepOfField(f, listing.kind)));
  // Ticked only when complete: gone through and missing nothing.
  const complete = new Set(steps.filter((s) => s !== 'review' && saved.has(s) && !blocked.has(s)));
  const props = { listing, onDone: next, onBack: back };
  const screens: Record<StepId, React.ReactNode> = {
    category: <CategoryStep {...props} />,
    location: <LocationStep {...props} />,
    basics: <BasicsStep {...props} />,
    details: <DetailsStep {...props} />,
    amenities: <AmenitiesStep {...props} />,
    photos: <PhotosStep {...props} />,
    description: <DescriptionStep {...props} />,
    pricing: <PricingStep {...props} />,
    discounts: <DiscountsStep {...props} />,
    rules: <RulesStep {...props} />,
    slots: <SlotsStep {...props} />,
    review: <ReviewStep {...props} goTo={onStep} onPublished={() => navigate(listingsPageOf(listing.kind))} />,
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <StepNav steps={steps} current={step} complete={complete} onGo={onStep} />
      <div className="min-w-0 rounded-card border border-line bg-surface p-4 sm:p-6" key={step}>
        {screens[step]}
      </div>
    </div>
  );
}
