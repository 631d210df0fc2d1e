import { parseArgs } from 'node:util';
import { idSchema } from '../../../src/api/schemas/common.schema';

export const DEFAULT_SERVER = 'http://localhost:3000';

/** How the publisher is started from the repository; the downloaded bundle is started as `node <its file>`. */
export const REPOSITORY_COMMAND = 'npm run publisher --';

/** The command line's help, naming the command the publisher was started with. */
export const usage = (command: string) => `Usage: ${command} <package folder> --workspace <workspace id> [--name <name>] [--description <text>] [--server <url>]
       ${command} --version

  <package folder>   a folder holding assets.csv and settings.json (e.g. samples/roads)
  --workspace        the workspace the simulation is published to
  --name             the simulation's name (default: the name in settings.json)
  --description      the simulation's description (default: the description in settings.json)
  --server           the Horizon server (default: HORIZON_URL, else ${DEFAULT_SERVER})
  --version          prints the publisher's version`;

/** The command of the running publisher: `npm run publisher --` from its TypeScript source, `node <file>` as the bundle. */
export function commandOf(script: string | undefined): string {
  if (!script || /\.ts$/.test(script)) return REPOSITORY_COMMAND;
  return `node ${script.split(/[\\/]/).pop()}`;
}

/** SPEC 5: a simulation's name is 1-100 characters, its description up to 250. */
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 250;

export type PublisherOptions = {
  folder: string;
  workspaceId: string;
  name: string | undefined;
  description: string | undefined;
  /** The server's origin, without a trailing slash. */
  server: string;
};

export type ParsedArgs = { kind: 'run'; options: PublisherOptions } | { kind: 'help' } | { kind: 'version' } | { kind: 'usage'; problem: string };

function serverOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** Reads the command line; any mistake is a usage problem (exit 2) named in words. */
export function parsePublisherArgs(argv: readonly string[], env: Record<string, string | undefined>): ParsedArgs {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    return { kind: 'usage', problem: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (positionals.length === 0) return { kind: 'usage', problem: 'Name the package folder, e.g. samples/roads.' };
  if (positionals.length > 1) return { kind: 'usage', problem: `One package folder at a time, not ${positionals.length}: ${positionals.join(', ')}.` };
  if (!values.workspace) return { kind: 'usage', problem: 'Name the workspace to publish to with --workspace <workspace id>.' };
  if (!idSchema.safeParse(values.workspace).success) return { kind: 'usage', problem: `--workspace ${values.workspace} is not a workspace id.` };
  const name = values.name?.trim();
  if (name !== undefined && (name.length === 0 || name.length > MAX_NAME)) {
    return { kind: 'usage', problem: `--name must be 1 to ${MAX_NAME} characters.` };
  }
  const description = values.description?.trim();
  if (description !== undefined && description.length > MAX_DESCRIPTION) {
    return { kind: 'usage', problem: `--description must be at most ${MAX_DESCRIPTION} characters.` };
  }
  const serverText = values.server ?? (env.HORIZON_URL || DEFAULT_SERVER);
  const server = serverOrigin(serverText);
  if (!server) return { kind: 'usage', problem: `${values.server ? '--server' : 'HORIZON_URL'} ${serverText} is not an http or https address.` };
  return { kind: 'run', options: { folder: positionals[0]!, workspaceId: values.workspace, name, description, server } };
}

function parseOptions(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      workspace: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      server: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}
