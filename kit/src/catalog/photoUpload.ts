// Cast photos (docs/drafts.md#cast-photos; issue 10): an admin asks for a signed, single-use upload URL, PUTs the
// file's bytes there, then sets the member's photo with { photoUrl } (null removes it). The checks a
// file gets before it is sent (the server checks again, by content), the calls, and the toasts.
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MESSAGES, type ShowType } from '@reality-draft/events';
import { errorMessage, httpError, networkError, parseJson } from '../api/apiError';
import { apiRoute, type ApiRouteId, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';
import type { RequestResult } from '../api/request';
import type { ToastInput } from '../toast/toastStore';

/** The file types the server keeps, as a file input's `accept`. */
export const PHOTO_TYPES: readonly string[] = PHOTO_FORMATS.map((format) => `image/${format}`);
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_LIMITS_TEXT = 'JPEG, PNG or WebP, up to 5 MB.';

/** Why a chosen file would be refused, or null: checked here for a fast answer, and by the server. */
export function photoFileProblem(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.includes(file.type) || file.size === 0) return PHOTO_MESSAGES.notAnImage;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Each show's set-photo route in the catalogue's table. */
const CAST_PHOTO_ROUTES = {
  amazing_race: 'setTeamPhoto',
  big_brother: 'setContestantPhoto',
  survivor: 'setSurvivorContestantPhoto',
} as const satisfies Record<ShowType, ApiRouteId<'catalog'>>;

/** PUT `{id}/photo` on the show's member. */
function castPhotoRequest(showType: ShowType, id: string, photoUrl: string | null) {
  return apiRoute('catalog', CAST_PHOTO_ROUTES[showType], { params: { id }, body: { photoUrl } });
}

export function castPhotoPath(showType: ShowType, id: string): string {
  return castPhotoRequest(showType, id, null).url;
}

export interface CastPhotoTarget {
  showType: ShowType;
  id: string;
}

export const photoUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/objects/upload (admin) → { url }: signed, expiring, single use; absolute on PUBLIC_URL, else a path. */
    photoUploadUrl: build.mutation<ApiAnswer<'catalog', 'requestPhotoUpload'>, void>({ query: () => apiRoute('catalog', 'requestPhotoUpload') }),
    /** PUT …/{id}/photo { photoUrl } → the updated member. Photos show on bios, draft rooms and standings. */
    setCastPhoto: build.mutation<
      ApiAnswer<'catalog', 'setTeamPhoto' | 'setContestantPhoto' | 'setSurvivorContestantPhoto'>,
      CastPhotoTarget & { photoUrl: string | null }
    >({
      query: ({ showType, id, photoUrl }) => castPhotoRequest(showType, id, photoUrl),
      invalidatesTags: ['Teams', 'Contestants', 'Draft', 'Picks', 'Leaderboard'],
    }),
  }),
});

export const { usePhotoUploadUrlMutation, useSetCastPhotoMutation } = photoUploadApi;

/** The direct PUT of the file's bytes to the upload URL (no bearer token: the URL is the permission). */
export async function putPhotoFile(url: string, file: Blob): Promise<RequestResult<{ photoUrl?: string }>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file });
  } catch (cause) {
    return { error: networkError(cause) };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) return { error: httpError(response.status, text, response.statusText) };
  const photoUrl = (parseJson(text) as { photoUrl?: unknown } | null | undefined)?.photoUrl;
  return { data: typeof photoUrl === 'string' ? { photoUrl } : {} };
}

export const UPLOAD_FAILED = 'Failed to upload photo. Please try again.';
export const REMOVE_FAILED = 'Failed to remove photo. Please try again.';

/** 'Upload Failed' with the server's (or the file check's) reason, else the spec's text (docs/drafts.md#cast-photos). */
export function uploadFailureToast(reason: unknown): ToastInput {
  const description = typeof reason === 'string' ? reason : errorMessage(reason, UPLOAD_FAILED);
  return { title: 'Upload Failed', description, variant: 'destructive' };
}

export function uploadSuccessToast(name: string): ToastInput {
  return { title: 'Photo Uploaded', description: `${name}'s photo is saved. It shows wherever they appear.` };
}

export function removeFailureToast(error: unknown): ToastInput {
  return { title: 'Error', description: errorMessage(error, REMOVE_FAILED), variant: 'destructive' };
}

export function removeSuccessToast(name: string): ToastInput {
  return { title: 'Photo Removed', description: `${name}'s photo is removed.` };
}
