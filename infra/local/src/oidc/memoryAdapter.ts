import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Stored {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The provider's sessions, grants, codes and tokens, kept in memory for the life of the stack: a
 * restart signs everyone out, as restarting a development identity provider may. One store for all
 * kinds, keyed by kind and id, so grants can be revoked across kinds.
 */
const nothing = async () => undefined;
const forgetting: Adapter = {
  upsert: nothing,
  find: nothing,
  findByUid: nothing,
  findByUserCode: nothing,
  consume: nothing,
  destroy: nothing,
  revokeByGrantId: nothing,
};

export function memoryAdapters(): (name: string) => Adapter {
  const store = new Map<string, Stored>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt < Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (name) => {
    // Entra takes a client assertion again while it lives, and MSAL signs one per ten minutes: the
    // provider's one-use check of assertions (its ReplayDetection) must not remember them.
    if (name === 'ReplayDetection') return forgetting;
    const key = (id: string) => `${name}:${id}`;
    const findBy = (property: 'uid' | 'userCode', value: string) =>
      [...store.keys()]
        .filter((stored) => stored.startsWith(`${name}:`))
        .map(live)
        .find((payload) => payload?.[property] === value);
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [stored, entry] of store) if (entry.payload.grantId === grantId) store.delete(stored);
      },
    };
  };
}
