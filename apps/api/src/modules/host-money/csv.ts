/**
 * One CSV line (RFC 4180): fields with a comma, quote or line break are quoted. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, since
 * listing titles and names are typed by people.
 */
export function csvLine(fields: readonly (string | number | null)[]) {
  return fields
    .map((f) => {
      if (f === null) return '';
      if (typeof f === 'number') return String(f);
      const safe = /^[=+\-@\t\r]/.test(f) ? `'${f}` : f;
      return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(',');
}

/** Minor units as a plain decimal a spreadsheet reads as a number: 12345 → "123.45". */
export const decimal = (minor: number, digits: number) =>
  digits === 0 ? String(minor) : `${minor < 0 ? '-' : ''}${(Math.abs(minor) / 10 ** digits).toFixed(digits)}`;
