import { parsePublisherArgs, USAGE } from './publisher/args';
import { runPublisher } from './publisher/runPublisher';

/*
 * The command-line publisher: stands in for the desktop modelling app. It signs in with the OAuth
 * device flow, uploads a package (assets.csv, settings.json) to a workspace and follows the run.
 * Nothing is written to disk: the tokens live as long as the process.
 */
const parsed = parsePublisherArgs(process.argv.slice(2), process.env);
if (parsed.kind === 'help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (parsed.kind === 'usage') {
  process.stderr.write(`${parsed.problem}\n\n${USAGE}\n`);
  process.exit(2);
}
try {
  process.exit(await runPublisher(parsed.options, { stdout: process.stdout, stderr: process.stderr }));
} catch (error) {
  process.stderr.write(`The publisher stopped unexpectedly: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}
