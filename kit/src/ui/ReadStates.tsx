// What a card shows while its read is on the way, when it failed, and when it came back empty; the
// answer itself otherwise. An answer already held stays shown through a refetch that fails.
import type { ReactNode } from 'react';
import { errorMessage } from '../api/apiError';
import { LoadingState } from './LoadingState';
import { EmptyNotice, ErrorNotice } from './Notices';

export interface ReadStatesProps<T> {
  /** The read's answer, once there is one. */
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  /** "Loading the leaderboard..." */
  loading: string;
  /** What a failed read says when the server gave no message: "Could not load the leaderboard." */
  failed: string;
  /** When the answer holds nothing to show, and what then shows instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loadingClassName?: string;
  children: (data: T) => ReactNode;
}

export function ReadStates<T>({ data, isLoading, error, loading, failed, isEmpty, empty, loadingClassName = 'py-8', children }: ReadStatesProps<T>) {
  if (isLoading) return <LoadingState label={loading} className={loadingClassName} />;
  if (data === undefined && error) return <ErrorNotice>{errorMessage(error, failed)}</ErrorNotice>;
  if (data === undefined || isEmpty?.(data)) return typeof empty === 'string' ? <EmptyNotice>{empty}</EmptyNotice> : <>{empty}</>;
  return <>{children(data)}</>;
}
