// Plain HTTP concerns every feature shares: errors and their answers, the Origin check, rate
// limits, security headers, path canonicalisation. http/ imports no other folder of the server.
export { AUTH_BASE_PATH } from './api-paths';
export { bearerTokenOf } from './bearer-token';
export { canonicalPathPlugin } from './canonical-path';
export { HttpError, installErrorHandlers, notFound } from './errors';
export { frameworkErrorOptions } from './framework-errors';
export { securityHeaders } from './security-headers';
export { protocolCheckPlugin } from './protocol-check';
export { isAllowedOrigin, securityPlugin } from './security';
export { createLimit, enforceLimits, type Limit } from './too-many-requests';
export { writeRateLimitPlugin } from './write-rate-limit';
