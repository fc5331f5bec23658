import { PrivacyPolicy } from '@client/features/legal/privacy-policy';

/** /privacypolicy — spec §2.16. */
export function Component() {
  return <PrivacyPolicy />;
}
