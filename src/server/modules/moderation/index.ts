/**
 * The moderation console (issue 42 item 3, ADR 055): roles from verified e-mails, the queue of reports, automatic
 * flags and appeals with their evidence, the actions and their append-only audit log, bans at sign-in, and the
 * admins' overview. The only file outside this module may import (ADR 046).
 */
export { act, auditWaitlist } from './act';
export { isBannedIdentity } from './ban';
export { overview } from './overview';
export { listAudit, listQueue } from './queue';
export { hasRole, roleOf, type Role } from './roles';
