import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'horizon-realtime';

/** Topic of the user's own events: the broker lets a client subscribe to this one only. */
export const userTopic = (userId: string) => `horizon/users/${userId}`;

/** A short-lived token the browser presents to the broker on connect (DESIGN "Real-time"). */
export async function issueSessionToken(secret: Uint8Array, userId: string, ttlSeconds: number) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ topic: userTopic(userId) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt };
}

export async function verifySessionToken(secret: Uint8Array, token: string): Promise<{ userId: string; topic: string }> {
  const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
  if (!payload.sub || typeof payload.topic !== 'string') throw new Error('malformed session token');
  return { userId: payload.sub, topic: payload.topic };
}
