import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/tokens';

/**
 * Twilio's request signature: base64 HMAC-SHA1 over the full URL followed by every POST parameter
 * (name then value), sorted by name, keyed with the auth token.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  return createHmac('sha1', authToken).update(data).digest('base64');
}

export const isValidTwilioSignature = (authToken: string, url: string, params: Record<string, string>, signature: string | undefined) =>
  Boolean(signature) && safeEqual(twilioSignature(authToken, url, params), signature!);
