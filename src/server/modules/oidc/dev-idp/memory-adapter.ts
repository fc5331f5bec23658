import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * In-memory storage for the built-in provider's short-lived records (interactions, codes, sessions).
 * Deliberately not persistent: the built-in provider is a development stand-in, and a restart only
 * means signing in again.
 */
export function memoryAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn = 3600) {
        const expiresAt = Date.now() + expiresIn * 1000;
        const ref = { payload: { id } as AdapterPayload, expiresAt };
        store.set(key(id), { payload, expiresAt });
        if (payload.grantId) store.set(`grant:${payload.grantId}:${key(id)}`, ref);
        if (payload.uid) store.set(`uid:${model}:${payload.uid}`, ref);
        if (payload.userCode) store.set(`userCode:${model}:${payload.userCode}`, ref);
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        const ref = live(`uid:${model}:${uid}`);
        return ref ? live(key(String(ref.id))) : undefined;
      },
      async findByUserCode(userCode) {
        const ref = live(`userCode:${model}:${userCode}`);
        return ref ? live(key(String(ref.id))) : undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const k of [...store.keys()]) {
          if (k.startsWith(`grant:${grantId}:`)) {
            store.delete(k.slice(`grant:${grantId}:`.length));
            store.delete(k);
          }
        }
      },
    };
  };
}
