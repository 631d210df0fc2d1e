/** SPEC 9: the session ends one day after the id token's own expiry, recorded under this key. */
export const TOKEN_EXP_KEY = 'token_exp';
export const SESSION_GRACE_SECONDS = 86_400;

export type SessionExpiry = {
  /** Records the session end from the id token's `exp` (seconds since the epoch). */
  record(idTokenExp: number): void;
  clear(): void;
  isRecorded(): boolean;
  hasPassed(): boolean;
};

export function createSessionExpiry(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now: () => number = Date.now): SessionExpiry {
  const read = (): number | null => {
    const value = Number(storage.getItem(TOKEN_EXP_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return {
    record: (idTokenExp) => storage.setItem(TOKEN_EXP_KEY, String(idTokenExp + SESSION_GRACE_SECONDS)),
    clear: () => storage.removeItem(TOKEN_EXP_KEY),
    isRecorded: () => read() !== null,
    hasPassed: () => {
      const expiresAt = read();
      return expiresAt !== null && now() / 1000 >= expiresAt;
    },
  };
}
