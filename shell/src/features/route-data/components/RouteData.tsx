// Starts each page's first reads as it is navigated to (followRoute), beside its remote's code. Mount
// once inside the store's Provider. Renders nothing.
import { useSession } from '@reality-draft/kit/host';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { followRoute } from '../api/followRoute';
import type { ReadDispatch } from '../api/startReads';

export function RouteData() {
  const dispatch = useDispatch<ReadDispatch>();
  const session = useSession();
  const { pathname } = useLocation();
  useEffect(() => followRoute(dispatch, pathname, session), [dispatch, pathname, session]);
  return null;
}
