// Dates as the screens write them, in the browser's locale unless one is given. Each distinct format
// is one Intl.DateTimeFormat made once: toLocaleDateString with options builds a new formatter on
// every call, and on a phone's CPU that cost a live room ~6 ms for every render of its header.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` (the browser's when undefined) and `options`, made on first use. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * "12 Mar 2026" in the browser's locale. A plain YYYY-MM-DD date is read as that calendar day (not
 * UTC midnight, which would show the day before west of Greenwich); '—' when missing or invalid.
 */
export function shortDateText(value: string | null | undefined, locale?: string): string {
  if (!value) return '—';
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(locale, SHORT_DATE).format(date);
}
