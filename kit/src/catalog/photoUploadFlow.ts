// The upload flow, written once: check the file, ask for an upload URL, PUT the bytes there, set the
// member's photo. Each step stops the flow on failure with the server's reason when it gave one.
// useCastPhoto wraps it (and removal) with the toasts, for every admin screen that sets photos.
import type { Contestant, Team } from '@reality-draft/events';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../toast/toast';
import {
  photoFileProblem,
  photoUploadApi,
  putPhotoFile,
  removeFailureToast,
  removeSuccessToast,
  uploadFailureToast,
  uploadSuccessToast,
  type CastPhotoTarget,
} from './photoUpload';

export type PhotoDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The updated member, or why the photo was not set (a message, or the failed request's error). */
export type PhotoUploadResult = { member: Team | Contestant; failure?: undefined } | { member?: undefined; failure: unknown };

export async function uploadCastPhoto(dispatch: PhotoDispatch, target: CastPhotoTarget, file: Blob): Promise<PhotoUploadResult> {
  const problem = photoFileProblem(file);
  if (problem) return { failure: problem };
  const asked = await dispatch(photoUploadApi.endpoints.photoUploadUrl.initiate());
  if (asked.error || !asked.data?.url) return { failure: asked.error };
  const put = await putPhotoFile(asked.data.url, file);
  if (put.error) return { failure: put.error };
  // The photo's own address when the store gives one; else the upload URL, as the spec's client sends.
  const photoUrl = put.data.photoUrl ?? asked.data.url;
  const set = await dispatch(photoUploadApi.endpoints.setCastPhoto.initiate({ ...target, photoUrl }));
  return set.data ? { member: set.data } : { failure: set.error };
}

export interface CastPhotoActions {
  /** Uploads the file as the member's photo; true once it is set. Toasts either way. */
  upload: (target: CastPhotoTarget, file: Blob, name: string) => Promise<boolean>;
  /** Removes the member's photo (its placeholder shows again); true once removed. */
  remove: (target: CastPhotoTarget, name: string) => Promise<boolean>;
  busy: boolean;
}

export function useCastPhoto(): CastPhotoActions {
  const dispatch = useDispatch<PhotoDispatch>();
  const [busy, setBusy] = useState(false);

  const upload = useCallback(
    async (target: CastPhotoTarget, file: Blob, name: string) => {
      setBusy(true);
      const result = await uploadCastPhoto(dispatch, target, file).finally(() => setBusy(false));
      toast(result.member ? uploadSuccessToast(name) : uploadFailureToast(result.failure));
      return Boolean(result.member);
    },
    [dispatch],
  );

  const remove = useCallback(
    async (target: CastPhotoTarget, name: string) => {
      setBusy(true);
      const result = await dispatch(photoUploadApi.endpoints.setCastPhoto.initiate({ ...target, photoUrl: null })).finally(() => setBusy(false));
      toast(result.data ? removeSuccessToast(name) : removeFailureToast(result.error));
      return Boolean(result.data);
    },
    [dispatch],
  );

  return { upload, remove, busy };
}
