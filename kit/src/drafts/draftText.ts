// How a draft reads in lists: "Big Brother #ABC123" (named in @reality-draft/events, as the server's answers
// name it too) and its date. Shared by every remote that lists drafts.
export { draftLabel } from '@reality-draft/events';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "12 Mar 2026" in the browser's locale. A plain YYYY-MM-DD date is read as that calendar day (not
 * UTC midnight, which would show the day before west of Greenwich); '—' when missing or invalid.
 */
export function formatDraftDate(value: string | null | undefined, locale?: string): string {
  if (!value) return '—';
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
