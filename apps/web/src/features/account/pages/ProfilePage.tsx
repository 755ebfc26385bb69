import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, type UpdateProfileBody, updateProfileBody } from '@roamstead/contract';
import { SPOKEN_LANGUAGES } from '@roamstead/contract/constants';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { inputClass, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAuth } from '../../auth';
import { useProfile, useSaveProfile } from '../api';
import { PictureUpload } from '../components/PictureUpload';

const FIELDS = ['about', 'languages', 'location', 'work'];

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: {
      about: profile.about,
      languages: profile.languages as UpdateProfileBody['languages'],
      location: profile.location,
      work: profile.work,
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      () => notify.success(t('account.profile.saved')),
      (err) => showSaveError(err, setError, FIELDS),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="profile-about" className="mb-1 block text-sm font-medium">
          {t('account.profile.about')}
        </label>
        <textarea
          id="profile-about"
          rows={5}
          className={inputClass}
          aria-invalid={errors.about ? true : undefined}
          placeholder={t('account.profile.aboutPlaceholder')}
          {...register('about')}
        />
        {errors.about && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.about.message}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.profile.location')} error={errors.location?.message} {...register('location')} />
        <TextField label={t('account.profile.work')} error={errors.work?.message} {...register('work')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('account.profile.languages')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SPOKEN_LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={language} className="size-4 accent-brand-500" {...register('languages')} />
              {t(`account.languages.${language}`)}
            </label>
          ))}
        </div>
        {errors.languages && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {t('account.profile.languagesInvalid')}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}

/** Profile editing for guests and hosts: picture, about, languages, where I live, work. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const profile = useProfile();
  const publicPath =
    user?.role === 'host'
      ? `/dashboard/host/public-host-profile/${user.id}`
      : `/dashboard/host/public-guest-profile/${user?.id}`;
  return (
    <DashboardPage
      title={t('dashboard.nav.profile')}
      description={t('account.profile.description')}
      actions={
        <Link
          to={publicPath}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline"
        >
          {t('account.profile.viewPublic')}
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      <Card title={t('account.profile.picture')}>
        <PictureUpload />
      </Card>
      <Card title={t('account.profile.aboutYou')}>
        <QueryState query={profile} rows={4}>
          {(data) => <ProfileForm profile={data} />}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
