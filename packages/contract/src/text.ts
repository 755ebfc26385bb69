import { z } from 'zod';
import { INPUT_MESSAGES } from './messages';

/**
 * NUL and other control characters (tab and line breaks excepted) and unpaired UTF-16 surrogates:
 * never meaningful in user text, and PostgreSQL refuses NUL outright.
 */
const INVALID_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds only characters a person can mean to send. */
export const isCleanText = (value: string) => !INVALID_TEXT.test(value);

/** Line breaks, tabs, other C0 and C1 controls, DEL and Unicode's line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * The string schema of every request field: `z.string()` that refuses invalid text once, at the
 * boundary, so no service ever sees it. Takes `z.string()`'s parameters.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isCleanText, { error: INPUT_MESSAGES.text, abort: true });

/**
 * text() for one-line fields (titles, names, address lines), trimmed: no line breaks, tabs or other
 * controls, since these values end up in lines of other formats (.ics exports, e-mail subjects).
 */
export const line = (params?: Parameters<typeof z.string>[0]) =>
  text(params)
    .trim()
    .refine((value) => !NOT_ONE_LINE.test(value), { error: INPUT_MESSAGES.oneLine, abort: true });
