import { expect, test, type WebSocket } from '@playwright/test';
import { signIn } from './support/signIn';

/*
 * SPEC 4 "Real-time events", DESIGN "Real-time": a signed-in browser opens the real-time
 * connection on its own, MQTT 3.1.1 over WebSocket at /mqtt, and the broker accepts it and grants
 * the subscription to the user's topic. Read from the frames on the wire.
 */

/**
 * What the broker sent, as hex: the broker may split one MQTT packet across WebSocket frames, so
 * the packets are read from the whole stream.
 */
function receivedStream(socket: WebSocket) {
  const chunks: Buffer[] = [];
  socket.on('framereceived', ({ payload }) => {
    if (typeof payload !== 'string') chunks.push(payload);
  });
  return () => Buffer.concat(chunks).toString('hex');
}

/** CONNACK (0x20, length 2, session flag, return code 0): the session token was accepted. */
const CONNACK_ACCEPTED = /^(?:[0-9a-f]{2})*?20020[01]00/;
/** SUBACK (0x90, length 3, packet id, return code 0, 1 or 2; 0x80 refuses): the topic was granted. */
const SUBACK_GRANTED = /^(?:[0-9a-f]{2})*?9003[0-9a-f]{4}0[0-2]/;

test('a signed-in browser connects to the broker and is granted its own topic', async ({ page }) => {
  const streams: Array<{ socket: WebSocket; received: () => string }> = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/mqtt') streams.push({ socket, received: receivedStream(socket) });
  });
  await signIn(page, 'editor@horizon.test');
  await page.goto('/portfolios?actors');
  await expect(page.locator('body')).toHaveAttribute('data-actors', /(^| )realtime( |$)/);

  await expect.poll(() => streams.length).toBeGreaterThan(0);
  const current = () => streams.at(-1)!;
  await expect.poll(() => current().received()).toMatch(CONNACK_ACCEPTED);
  await expect.poll(() => current().received()).toMatch(SUBACK_GRANTED);
  expect(current().socket.isClosed()).toBe(false);
});
