// Serving the built web app: static files (with the signed-in first data) and compression.
export { compressionPlugin } from './compression-plugin';
// Serving the built web app: static files (with the signed-in first data) and compression.
export { staticPlugin } from './static-plugin';
