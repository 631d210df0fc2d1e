import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { publisherBundle } from './scripts/publisherBundle';

/**
 * Libraries change less often than the app: their own chunks stay cached across releases. What
 * every page needs gets a chunk each; the rest, PrimeReact's components above all, and i18next's
 * <Trans> with its HTML parser, goes with the pages that use it (`entriesAware`), so that a page
 * loads only the components it shows.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'identity', test: /node_modules[\\/]@auth0[\\/]/ },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
  // The controls of every list page (search, sort, paging, its spinner and messages) travel together: split by the pages that share them, as
  // the work planner's pages would, they compress worse and the portfolio list loads more.
  { name: 'forms', test: /node_modules[\\/]primereact[\\/](dropdown|paginator|inputnumber|inputtext|iconfield|inputicon|tag|keyfilter|virtualscroller|progressspinner|message)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, entriesAware: true },
  // Pieces under 8 KB join a neighbour: a page makes fewer requests, and gzip does better on larger files.
  { name: 'vendor', test: /node_modules[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8192 },
];

/**
 * Builds src/serviceWorker.ts as /sw.js (a fixed name at the root, so that it controls the whole
 * site) and tells it the files of the app shell, with a version that changes whenever any built
 * file does: a new version then means a new worker, which the update banner offers.
 */
/** Source maps, and the font formats that only browsers without woff2 would ask for. */
const NOT_IN_SHELL = /\.(map|eot|ttf|woff)$/;

function serviceWorker(): Plugin {
  const fileName = 'sw.js';
  return {
    name: 'horizon-service-worker',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      this.emitFile({ type: 'chunk', id: 'src/serviceWorker.ts', fileName });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[fileName];
      if (worker?.type !== 'chunk') throw new Error(`${fileName} was not built`);
      const shell = Object.values(bundle).filter((file) => file.fileName !== fileName && !NOT_IN_SHELL.test(file.fileName));
      const version = createHash('sha256');
      for (const file of shell) version.update(file.type === 'chunk' ? file.code : file.source);
      const files = shell.filter((file) => file.fileName !== 'index.html').map((file) => `/${file.fileName}`);
      worker.code = worker.code
        .replace('__SHELL_FILES__', JSON.stringify(files.sort()))
        .replace('__SHELL_VERSION__', JSON.stringify(version.digest('hex').slice(0, 16)));
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), publisherBundle()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunks each page imports, which the bundle budget test sums.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
