/**
 * People, keyed by issuer and subject: created or updated from a sign-in. The only file outside this module may
 * import (ADR 046).
 */
export { displayNameOf, findUser, upsertUserFromIdentity } from './users';
