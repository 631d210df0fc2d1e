import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Libraries change less often than the app: their own chunks stay cached across releases. */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'primereact', test: /node_modules[\\/]primereact[\\/]/ },
  { name: 'identity', test: /node_modules[\\/]@auth0[\\/]/ },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
