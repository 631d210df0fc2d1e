import { describe, expect, it } from 'vitest';
import { commandOf, parsePublisherArgs, usage } from '../../server/cli/publisher/args';

/*
 * The issue: `npm run publisher -- samples/roads --workspace <id> [--name ...]`, with
 * [--description <text>] and [--server <url>] (default HORIZON_URL, else http://localhost:3000).
 * SPEC 5: a simulation's name is 1-100 characters, its description 0-250.
 */
const WORKSPACE = '8f14e45f-ceea-467f-a0e6-3c5a2e9b6d10';

describe('the publisher command line', () => {
  it('takes the package folder and the workspace, and talks to the local server by default', () => {
    expect(parsePublisherArgs(['samples/roads', '--workspace', WORKSPACE], {})).toEqual({
      kind: 'run',
      options: { folder: 'samples/roads', workspaceId: WORKSPACE, name: undefined, description: undefined, server: 'http://localhost:3000' },
    });
  });

  it('takes a name, a description and a server, options before or after the folder', () => {
    const parsed = parsePublisherArgs(
      ['--name', '  Roads 2026  ', '--workspace', WORKSPACE, 'samples/roads', '--description', 'As budgeted', '--server', 'https://horizon.example.org/'],
      {},
    );
    expect(parsed).toEqual({
      kind: 'run',
      options: { folder: 'samples/roads', workspaceId: WORKSPACE, name: 'Roads 2026', description: 'As budgeted', server: 'https://horizon.example.org' },
    });
  });

  it('takes the server from HORIZON_URL unless --server names one', () => {
    const env = { HORIZON_URL: 'http://horizon.internal:8080' };
    expect(parsePublisherArgs(['samples/roads', '--workspace', WORKSPACE], env)).toMatchObject({ options: { server: 'http://horizon.internal:8080' } });
    expect(parsePublisherArgs(['samples/roads', '--workspace', WORKSPACE, '--server', 'http://localhost:3210'], env)).toMatchObject({
      options: { server: 'http://localhost:3210' },
    });
  });

  it('asks for help with --help or -h', () => {
    expect(parsePublisherArgs(['--help'], {})).toEqual({ kind: 'help' });
    expect(parsePublisherArgs(['-h'], {})).toEqual({ kind: 'help' });
  });

  it('asks for the version with --version or -v, as the downloaded bundle is checked (issue 16)', () => {
    expect(parsePublisherArgs(['--version'], {})).toEqual({ kind: 'version' });
    expect(parsePublisherArgs(['-v'], {})).toEqual({ kind: 'version' });
  });

  it('names in its usage the command it was started with: npm from the repository, node and the file as the bundle', () => {
    expect(commandOf('/work/horizon/server/cli/publisher.ts')).toBe('npm run publisher --');
    expect(commandOf('/home/planner/Downloads/horizon-publisher-6.6.1.cjs')).toBe('node horizon-publisher-6.6.1.cjs');
    expect(commandOf('C:\\Users\\planner\\horizon-publisher-6.6.1.cjs')).toBe('node horizon-publisher-6.6.1.cjs');
    expect(usage('node horizon-publisher-6.6.1.cjs')).toMatch(/^Usage: node horizon-publisher-6\.6\.1\.cjs <package folder> --workspace <workspace id>/);
  });

  it.each([
    ['no folder', ['--workspace', WORKSPACE], /package folder/],
    ['two folders', ['samples/roads', 'samples/buildings', '--workspace', WORKSPACE], /One package folder at a time/],
    ['no workspace', ['samples/roads'], /--workspace <workspace id>/],
    ['a workspace without a value', ['samples/roads', '--workspace'], /workspace/],
    ['a workspace that is not an id', ['samples/roads', '--workspace', 'Roads'], /--workspace Roads is not a workspace id/],
    ['an unknown option', ['samples/roads', '--workspace', WORKSPACE, '--seed', '3'], /seed/],
    ['an empty name', ['samples/roads', '--workspace', WORKSPACE, '--name', '   '], /--name must be 1 to 100 characters/],
    ['a name of 101 characters', ['samples/roads', '--workspace', WORKSPACE, '--name', 'n'.repeat(101)], /--name must be 1 to 100 characters/],
    ['a description of 251 characters', ['samples/roads', '--workspace', WORKSPACE, '--description', 'd'.repeat(251)], /--description must be at most 250/],
    ['a server that is not a web address', ['samples/roads', '--workspace', WORKSPACE, '--server', 'localhost'], /--server localhost is not an http or https address/],
  ])('is a usage problem with %s', (_case, argv, problem) => {
    const parsed = parsePublisherArgs(argv, {});
    expect(parsed.kind).toBe('usage');
    expect(parsed.kind === 'usage' && parsed.problem).toMatch(problem);
  });

  it('accepts a name of 100 characters and a description of 250', () => {
    const parsed = parsePublisherArgs(['samples/roads', '--workspace', WORKSPACE, '--name', 'n'.repeat(100), '--description', 'd'.repeat(250)], {});
    expect(parsed.kind).toBe('run');
  });

  it('names HORIZON_URL when it is the bad address', () => {
    expect(parsePublisherArgs(['samples/roads', '--workspace', WORKSPACE], { HORIZON_URL: 'ftp://files' })).toEqual({
      kind: 'usage',
      problem: 'HORIZON_URL ftp://files is not an http or https address.',
    });
  });
});
