import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '../../../ui/TextField';

/** A labelled whole-number (or step) input. */
export const NumberField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }
>(function NumberField(props, ref) {
  return <TextField ref={ref} type="number" inputMode="decimal" {...props} />;
});
