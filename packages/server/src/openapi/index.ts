// The OpenAPI document and its UI, describing the routes registered after it.
export { openApiPlugin } from './openapi-plugin';
