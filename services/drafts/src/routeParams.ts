import { emptyRequest, idParams } from '@reality-draft/events';
import { validate } from '@reality-draft/kernel';
import type { Request } from 'express';

/** The draft id of a `/drafts/:id/...` route, once `withDraftId` has checked it. */
export const draftIdOf = (req: Request) => String(req.params.id);

export const withDraftId = validate({ params: idParams });
export const withDraftIdAndNoBody = validate({ params: idParams, body: emptyRequest });
