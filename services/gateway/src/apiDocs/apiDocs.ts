import path from 'node:path';
import { apiRoutes } from '@reality-draft/events';
import { openApiDocument } from '@reality-draft/kernel';
import express, { Router } from 'express';

const VIEWER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css']);

/** The API reference page: Swagger UI (served from the package, nothing fetched elsewhere) on our document. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reality Draft API</title>
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="start.js"></script>
  </body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });\n`;

/** The whole API's OpenAPI 3.1 document, generated from the route tables once per process. */
export function apiDescription() {
  return openApiDocument(apiRoutes(), {
    title: 'Reality Draft API',
    version: '1',
    description:
      'Fantasy drafts for reality TV. Every route below is generated from the route tables the services are built from. ' +
      'Errors answer { "message": "..." }; sign in with POST /api/auth/login and send Authorization: Bearer <sessionToken>.',
  });
}

export const API_DOCS_PATH = '/api-docs';

/** GET /api-docs/: a browsable page over /api/openapi.json (outside /api: a page, not an API call). */
export function apiDocsPage(): Router {
  const router = Router();
  const viewerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  // Express matches /api-docs and /api-docs/ alike; the page's relative URLs need the slash.
  router.get(API_DOCS_PATH, (req, res) => {
    if (!req.path.endsWith('/')) {
      res.redirect(301, `${API_DOCS_PATH}/`);
      return;
    }
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(PAGE);
  });
  router.get(`${API_DOCS_PATH}/start.js`, (_req, res) => {
    res.type('js').setHeader('Cache-Control', 'no-cache');
    res.send(START);
  });
  const viewerFiles = express.static(viewerDir, { maxAge: '1d', index: false });
  router.use(API_DOCS_PATH, (req, res, next) =>
    VIEWER_FILES.has(req.path.slice(1)) ? viewerFiles(req, res, next) : res.status(404).type('text').send('Not found'),
  );
  return router;
}
