import i18next from 'i18next';
import { toast } from 'react-toastify';

function Content({ title, message }: { title: string; message?: string }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      {message && <p className="text-sm">{message}</p>}
    </div>
  );
}

/** SPEC §8 toasts: a title and a message; errors are the destructive kind titled 'Error'. */
export const notify = {
  success: (title: string, message?: string) => toast.success(<Content title={title} message={message} />),
  /** A `toastId` keeps one toast for a failure reported several times. */
  error: (message: string, title = i18next.t('ui.error', 'Error'), toastId?: string) =>
    toast.error(<Content title={title} message={message} />, toastId ? { toastId } : undefined),
};
