/**
 * Where the sign-in library's routes live. Kept in http/, not auth/, because the Origin check and
 * the write limit (both http/) treat those routes apart, and http/ uses nothing of auth/.
 */
export const AUTH_BASE_PATH = '/api/auth';
