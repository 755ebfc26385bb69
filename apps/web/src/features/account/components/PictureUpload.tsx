import { Camera } from 'lucide-react';
import { useId } from 'react';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../ui/toast';
import { Avatar, useAuth } from '../../auth';
import { useUploadPicture } from '../api';

const MAX_BYTES = 10 * 1024 * 1024;

/** Profile picture: the server crops it square into WebP variants; the header avatar follows at once. */
export function PictureUpload() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();
  const upload = useUploadPicture();
  const inputId = useId();
  if (!user) return null;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return notify.error(t('account.profile.pictureTooLarge'));
    upload.mutate(file, {
      onSuccess: ({ picture }) => {
        setUser({ ...user, user_metadata: { ...user.user_metadata, picture } });
        notify.success(t('account.profile.pictureSaved'));
      },
      onError: (err) => showSaveError(err),
    });
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar user={user} size="lg" />
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-4 py-2.5 text-sm font-semibold hover:bg-canvas focus-within:outline-2 focus-within:outline-brand-600"
        >
          <Camera className="size-4" aria-hidden="true" />
          {upload.isPending ? t('account.profile.uploading') : t('account.profile.changePicture')}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <p className="mt-1 text-xs text-muted">{t('account.profile.pictureHint')}</p>
      </div>
    </div>
  );
}
