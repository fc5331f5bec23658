/**
 * The admin API's bearer token (ADR 005): made once into the data folder, read by `npm run admin`. The only file
 * outside this module may import (ADR 046).
 */
export { ensureAdminToken, readAdminToken } from './admin-token';
