import { LoadingState } from '@reality-draft/kit';

export function RoomLoading() {
  return <LoadingState label="Loading draft room..." />;
}
