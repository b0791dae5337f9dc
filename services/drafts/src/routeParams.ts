import type { Request } from 'express';

/** The draft id of a `/drafts/:id/...` route, once the route table's schema has checked it. */
export const draftIdOf = (req: Request) => String(req.params.id);
