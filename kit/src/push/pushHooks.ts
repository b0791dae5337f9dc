// The hooks screens use: follow topics while mounted, know whether the stream is up, and poll only
// when it is not (the spec's polling intervals are the fallback).
import { useEffect, useSyncExternalStore } from 'react';
import { pushConnected, pushStarting, pushTopics, syncPushTopics } from './pushRuntime';
import { topicsKey } from './topicRegistry';

/** Follows these topics (e.g. ['drafts'], ['draft:' + id]) while the component is mounted. */
export function usePushTopics(topics: string[]): void {
  const key = topicsKey(topics);
  useEffect(() => {
    const id = pushTopics.add(key ? key.split('\n') : []);
    syncPushTopics();
    return () => {
      pushTopics.remove(id);
      syncPushTopics();
    };
  }, [key]);
}

/** True while the push stream is connected. */
export function usePushConnected(): boolean {
  return useSyncExternalStore(pushConnected.subscribe, pushConnected.get, () => false);
}

/** The polling interval to use: 0 while the push stream is connected or making its first connection, else ms. */
export function usePollingInterval(ms: number): number {
  const starting = useSyncExternalStore(pushStarting.subscribe, pushStarting.get, () => false);
  return usePushConnected() || starting ? 0 : ms;
}

/**
 * For a read kept fresh by push notices: follows these topics while mounted and returns the polling
 * interval to give the read's query (0 while the stream is up, else ms: the slow poll is the fallback).
 */
export function useLivePolling(topics: string[], ms: number): number {
  usePushTopics(topics);
  return usePollingInterval(ms);
}
