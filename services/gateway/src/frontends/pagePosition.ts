import { PAGE_POSITION_TIMING } from '@reality-draft/events';
import type { RequestHandler } from 'express';

/**
 * A page (a navigation: it asks for HTML) is answered with the log position this gateway's read models
 * have reached, as a Server-Timing entry its script reads (PAGE_POSITION_TIMING). Every read the page
 * then makes shows at least that much of the log, so its first push stream resumes from there instead
 * of refetching what the page has just read (issue 29). Other files' answers are left alone.
 */
export function pagePosition(position: () => number): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' && (req.get('accept') ?? '').includes('text/html')) res.setHeader('Server-Timing', `${PAGE_POSITION_TIMING};desc=${position()}`);
    next();
  };
}
