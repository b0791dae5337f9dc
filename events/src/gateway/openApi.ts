/** GET /openapi.json: the OpenAPI 3.1 description of every route, generated from the route tables. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: { [path: string]: { [method: string]: unknown } };
  components: { [part: string]: unknown };
}
