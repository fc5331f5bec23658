/**
 * Sign-in through OpenID Connect: the client for Google or any issuer, and the built-in provider at /dev-idp.
 * The only file outside this module may import (ADR 046).
 */
export { createDevAccounts, validateSignInForm, type DevAccounts } from './dev-idp/accounts';
export { loginPage } from './dev-idp/login-page';
export { createDevProvider, servedAtIssuer, type DevProvider } from './dev-idp/provider';
export { createOidcClient, type IdentityClaims, type OidcClient, type SignInChecks } from './oidc-client';
export { DEV_IDP_PATH, callbackUrl, providerSettings } from './provider-settings';
