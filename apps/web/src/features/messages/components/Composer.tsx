import { CONVERSATION_LIMITS } from '@roamstead/contract/constants';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { QuickRepliesMenu } from '../../quick-replies';
import { sendTyping, useSendMessage } from '../api';

const TYPING_EVERY_MS = 3000;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Writes a message: text (Enter sends, Shift+Enter breaks the line), an optional photo, typing
 * signals; the host (and a co-host who answers guests) also picks from their own and the listing
 * owner's quick replies, inserted where the cursor is.
 */
export function Composer({ conversationId, asHost = false }: { conversationId: number; asHost?: boolean }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(conversationId);
  // One key per message written: sending it again after a failure cannot post it twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const hasText = body.trim().length > 0;
  const canSend = (hasText || file !== null) && !send.isPending;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    setError(null);
    send.mutate(
      { body, attachment: file ?? undefined, key },
      {
        onSuccess: () => {
          setKey(crypto.randomUUID());
          setBody('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setBody(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(conversationId);
    }
  };

  /** A quick reply replaces the selection (or goes in at the cursor), then the text is edited as usual. */
  const insert = (text: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? body.length;
    const next = (body.slice(0, start) + text + body.slice(end)).slice(0, CONVERSATION_LIMITS.bodyMax);
    setBody(next);
    requestAnimationFrame(() => {
      const caret = Math.min(start + text.length, next.length);
      field.current?.focus();
      field.current?.setSelectionRange(caret, caret);
    });
  };

  const onFile = (picked: File | undefined) => {
    setError(null);
    if (!picked) return;
    if (picked.size > CONVERSATION_LIMITS.attachmentMaxBytes) {
      setError(t('conversations.composer.tooLarge'));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(picked);
  };

  const nearLimit = body.length > CONVERSATION_LIMITS.bodyMax - 500;
  return (
    <form onSubmit={submit} className="border-t border-line p-3">
      {preview && (
        <div className="mb-2 flex items-start gap-2">
          <img src={preview} alt={t('conversations.composer.attached')} className="h-20 rounded-lg object-cover" />
          <button
            type="button"
            onClick={() => {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
            className="rounded-full p-1 text-muted hover:bg-canvas hover:text-ink"
            aria-label={t('conversations.composer.removeAttachment')}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => onFile(e.target.files?.[0])}
          data-testid="message-attachment-input"
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="rounded-full p-2 text-muted hover:bg-canvas hover:text-ink"
          aria-label={t('conversations.composer.attach')}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
        </button>
        {asHost && <QuickRepliesMenu conversationId={conversationId} onPick={insert} />}
        <label htmlFor={fieldId} className="sr-only">
          {t('conversations.composer.label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          value={body}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CONVERSATION_LIMITS.bodyMax}
          placeholder={t('conversations.composer.placeholder')}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-line px-4 py-2 text-sm [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex items-center gap-1 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:bg-brand-100 disabled:text-brand-700"
        >
          <SendHorizontal className="size-4" aria-hidden="true" />
          {send.isPending ? t('conversations.composer.sending') : t('conversations.composer.send')}
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted">
        <p id={hintId} className="max-md:sr-only">
          {t('conversations.composer.hint')}
        </p>
        {nearLimit && (
          <p aria-live="polite">
            {t('conversations.composer.counter', { count: body.length, max: CONVERSATION_LIMITS.bodyMax })}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
