import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { interactionBatchResultSchema, type ClientInteraction } from '@shared/schemas/companion';
import { BATCH_CONFIDENCE } from '@shared/domain/companion/preferences';

/** POST /api/mobile-chat/companion/interactions: one batch (≤ 10), stored once per client id, then updatePreferences per category (confidence 0.6). */
export const sendInteractions = (interactions: ClientInteraction[]) =>
  api(apiPaths.companionInteractions, {
    method: 'POST',
    body: { interactions, confidence: BATCH_CONFIDENCE },
    schema: interactionBatchResultSchema,
  });

/**
 * The same batch as a beacon, for page hide: the browser sends it even as the page goes away
 * (cookies included; no answer is read). text/plain: a type every browser lets a beacon carry. False when the browser refused to queue it.
 */
export const beaconInteractions = (interactions: ClientInteraction[]): boolean =>
  typeof navigator.sendBeacon === 'function' &&
  navigator.sendBeacon(
    apiPaths.companionInteractions,
    new Blob([JSON.stringify({ interactions, confidence: BATCH_CONFIDENCE })], { type: 'text/plain;charset=UTF-8' }),
  );
