/**
 * The waitlist and invitations (§4.1): who may sign up, approvals, the invitation e-mail. The only file outside
 * this module may import (ADR 046).
 */
export { admitIfAllowlisted, approve, decline, checkOrAddWaitlist, invite, listWaitlist, normalizeEmail } from './invites';
