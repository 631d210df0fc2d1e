import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  finalTaskMessage,
  formatBytes,
  formatDuration,
  packageErrorLines,
  progressWriter,
  signInInstructions,
  taskProgressLine,
  uploadProgressLine,
} from '../../server/cli/publisher/format';

/** A stream that records what is written to it. */
const recorder = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
};

describe('what the publisher prints', () => {
  it('prints the address and the code to sign in with, as other command lines do', () => {
    expect(
      signInInstructions({
        verification_uri: 'http://localhost:3000/activate',
        user_code: 'WDJB-MJHT',
        verification_uri_complete: 'http://localhost:3000/activate?user_code=WDJB-MJHT',
      }),
    ).toBe(
      'To sign in, open http://localhost:3000/activate and enter the code WDJB-MJHT\n(or open http://localhost:3000/activate?user_code=WDJB-MJHT to have the code filled in)',
    );
    expect(signInInstructions({ verification_uri: 'https://tenant.auth0.com/activate', user_code: 'ABCD-EFGH' })).toBe(
      'To sign in, open https://tenant.auth0.com/activate and enter the code ABCD-EFGH',
    );
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [1_816_764, '1.7 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [0.43, '0.4 s'],
    [3, '3 s'],
    [45, '45 s'],
    [125, '2 min 05 s'],
    [3780, '1 h 03 min'],
  ])('writes %f seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('draws an upload as a bar with the share and the bytes sent of the file', () => {
    expect(uploadProgressLine('assets.csv', 0, 2048)).toBe('assets.csv [..............................]   0 %  0 B of 2.0 KB');
    expect(uploadProgressLine('assets.csv', 1024, 2048)).toBe('assets.csv [###############...............]  50 %  1.0 KB of 2.0 KB');
    expect(uploadProgressLine('assets.csv', 2048, 2048)).toBe('assets.csv [##############################] 100 %  2.0 KB of 2.0 KB');
  });

  it('draws a running task with its countdown, and without one while the server cannot estimate it', () => {
    expect(taskProgressLine({ status: 'running', progress: 0.25, sim_time_remaining: 42 })).toBe(
      'running [########......................]  25 %  about 42 s left',
    );
    expect(taskProgressLine({ status: 'running', progress: 0, sim_time_remaining: null })).toBe('running [..............................]   0 %');
  });

  it('redraws one line with \\r on a terminal and ends it when finished', () => {
    const stream = recorder(true);
    const progress = progressWriter(stream);
    progress.update(0, 'a');
    progress.update(0.5, 'b');
    progress.finish();
    expect(stream.written).toEqual(['\ra\u001b[K', '\rb\u001b[K', '\n']);
  });

  it('writes a line per 10 % into a file or a pipe', () => {
    const stream = recorder(false);
    const progress = progressWriter(stream);
    for (let sent = 0; sent <= 100; sent += 4) progress.update(sent / 100, `${sent} %`);
    progress.finish();
    expect(stream.written).toEqual(['0 %\n', '12 %\n', '20 %\n', '32 %\n', '40 %\n', '52 %\n', '60 %\n', '72 %\n', '80 %\n', '92 %\n', '100 %\n']);
  });

  it('lists a refused package problem per line, with its more_info in brackets', () => {
    expect(
      packageErrorLines([
        { message: 'assets.csv row 1: column network_measure is missing' },
        { message: 'settings.json criteria[0].weight: must be a number', more_info: 'got "high"' },
      ]),
    ).toBe('  assets.csv row 1: column network_measure is missing\n  settings.json criteria[0].weight: must be a number (got "high")');
  });

  it('stops following at completed, failed, invalid, cancelled and outdated', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(['cancelled', 'completed', 'failed', 'invalid', 'outdated']);
  });

  it.each([
    ['completed', 12.4, 'Simulation "Roads" completed in 12 s.'],
    ['completed', null, 'Simulation "Roads" completed.'],
    ['failed', null, 'Simulation "Roads" failed.'],
    ['invalid', null, 'Simulation "Roads" cannot run: its package is invalid.'],
    ['cancelled', null, 'Simulation "Roads" was cancelled.'],
    ['outdated', null, 'Simulation "Roads" is outdated: newer data or settings were published while it ran.'],
  ] as const)('closes a %s run with one line', (status, duration, text) => {
    expect(finalTaskMessage({ status, duration_s: duration }, 'Roads')).toBe(text);
  });
});
