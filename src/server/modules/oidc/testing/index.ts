/** The client's inner cleaning that tests check directly, beside the face: the provider's display name as stored. */
export { displayNameClaim } from '../oidc-client';
