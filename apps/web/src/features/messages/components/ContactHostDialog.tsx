import type { StartConversationBody } from '@roamstead/contract';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@roamstead/contract/constants';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useStartConversation } from '../api';
import { errorDetails } from '../format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Fields of the dialog that show their own error; anything else is shown under the form. */
const FIELDS = new Set(['body', 'check_in', 'check_out', 'guests']);

interface ContactHostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listingId: number;
  hostName: string;
}

/** The dialog of "Contact host": the first message, with the stay's dates when known. */
export default function ContactHostDialog({ open, onOpenChange, listingId, hostName }: ContactHostDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [body, setBody] = useState('');
  const [checkIn, setCheckIn] = useState(() =>
    ISO_DATE.test(params.get('checkin') ?? '') ? (params.get('checkin') as string) : '',
  );
  const [checkOut, setCheckOut] = useState(() =>
    ISO_DATE.test(params.get('checkout') ?? '') ? (params.get('checkout') as string) : '',
  );
  const [guests, setGuests] = useState(() => params.get('guests') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = useStartConversation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!body.trim()) next.body = t('conversations.contact.bodyRequired');
    if (checkIn && checkOut && checkOut <= checkIn) next.check_out = t('conversations.contact.datesOrder');
    setErrors(next);
    if (Object.keys(next).length) return;
    const payload: StartConversationBody = { listing_id: listingId, body };
    if (checkIn && checkOut) {
      payload.check_in = checkIn;
      payload.check_out = checkOut;
    }
    if (guests && Number(guests) > 0) payload.guests = Number(guests);
    start.mutate(payload, {
      onSuccess: ({ conversation }) => {
        notify.success(t('conversations.contact.sent', { name: hostName }));
        onOpenChange(false);
        setBody('');
        navigate(`/dashboard/guest/messages/${conversation.id}`);
      },
      onError: (err) => {
        const message = errorText(err);
        const fieldErrors = Object.fromEntries(
          Object.entries(errorDetails(err))
            .filter(([field]) => FIELDS.has(field))
            .map(([field, v]) => [field, v[0] ?? message]),
        );
        setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: message });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('conversations.contact.title', { name: hostName })}
      description={t('conversations.contact.intro', { name: hostName })}
      width="max-w-lg"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <TextField
            type="date"
            label={t('conversations.contact.checkIn')}
            value={checkIn}
            onChange={(e) => setCheckIn(e.target.value)}
            error={errors.check_in}
          />
          <TextField
            type="date"
            label={t('conversations.contact.checkOut')}
            value={checkOut}
            min={checkIn || undefined}
            onChange={(e) => setCheckOut(e.target.value)}
            error={errors.check_out}
          />
          <TextField
            type="number"
            label={t('conversations.contact.guests')}
            value={guests}
            min={1}
            max={50}
            onChange={(e) => setGuests(e.target.value)}
            error={errors.guests}
          />
        </div>
        <TextAreaField
          label={t('conversations.contact.message')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={CONVERSATION_LIMITS.bodyMax}
          placeholder={t('conversations.contact.placeholder', { name: hostName })}
          error={errors.body}
          rows={5}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form === CONVERSATION_MESSAGES.ownListing ? t('conversations.contact.ownListing') : errors.form}
          </p>
        )}
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t('conversations.composer.sending') : t('conversations.contact.send')}
        </Button>
      </form>
    </Dialog>
  );
}
