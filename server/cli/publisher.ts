import { PRODUCT_VERSION } from '../version';
import { commandOf, parsePublisherArgs, usage } from './publisher/args';
import { runPublisher } from './publisher/runPublisher';

/*
 * The command-line publisher: stands in for the desktop modelling app. It signs in with the OAuth
 * device flow, uploads a package (assets.csv, settings.json) to a workspace and follows the run.
 * Nothing is written to disk: the tokens live as long as the process. The same file is bundled
 * into the single-file download of Apps & Downloads (CommonJS, which has no top-level await: the
 * run is a function).
 */
async function main(): Promise<number> {
  const parsed = parsePublisherArgs(process.argv.slice(2), process.env);
  const help = usage(commandOf(process.argv[1]));
  switch (parsed.kind) {
    case 'help':
      process.stdout.write(`${help}\n`);
      return 0;
    case 'version':
      process.stdout.write(`${PRODUCT_VERSION}\n`);
      return 0;
    case 'usage':
      process.stderr.write(`${parsed.problem}\n\n${help}\n`);
      return 2;
    case 'run':
      return runPublisher(parsed.options, { stdout: process.stdout, stderr: process.stderr });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The publisher stopped unexpectedly: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
