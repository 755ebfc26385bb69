import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';

interface OtpInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
}

/** One digit per box; paste, backspace and arrow navigation come from input-otp. */
export function OtpInput({ length, value, onChange, onComplete, label, disabled, invalid }: OtpInputProps) {
  // Codes read left to right in every language, Arabic included.
  return (
    <div dir="ltr">
      <OTPInput
        maxLength={length}
        value={value}
        // input-otp also dispatches input events that change nothing (on focus and selection):
        // only a new value is a change.
        onChange={(next) => next !== value && onChange(next)}
        onComplete={onComplete}
        pattern={REGEXP_ONLY_DIGITS}
        // A one-time code is never a saved password: no room for a password-manager badge.
        pushPasswordManagerStrategy="none"
        disabled={disabled}
        autoFocus
        aria-label={label}
        aria-invalid={invalid || undefined}
        containerClassName="flex justify-center gap-2 has-[:disabled]:opacity-60"
        render={({ slots }) => (
          <>
            {slots.map((slot, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
                key={index}
                aria-hidden="true"
                className={`relative flex size-12 items-center justify-center rounded-lg border text-xl font-semibold ${
                  slot.isActive ? 'border-brand-500 ring-2 ring-brand-100' : invalid ? 'border-danger' : 'border-line'
                }`}
              >
                {slot.char}
                {slot.hasFakeCaret && <span className="h-6 w-px animate-pulse bg-ink" />}
              </div>
            ))}
          </>
        )}
      />
    </div>
  );
}
