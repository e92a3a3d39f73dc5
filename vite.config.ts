import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { zodJitless } from './scripts/vite-zod-jitless.ts'
import { zodWithoutJsonSchema } from './scripts/vite-zod-without-json-schema.ts'
import { precompressed } from './scripts/vite-precompress.ts'

export const aliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@contract/': fileURLToPath(new URL('./contract/', import.meta.url)),
}

const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`

export default defineConfig({
  base: '/app/',
  resolve: { alias: aliases },
  // The router plugin must come before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss(), zodJitless(), zodWithoutJsonSchema(), precompressed()],
  server: {
    port: 5173,
    strictPort: true,
    // Everything outside /app/ belongs to the API server: /api, short links, QR images, rotators.
    proxy: { '^/(?!app(?:/|$)).*': { target: apiServer, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser the dashboard supports preloads modules itself; the polyfill only cost the entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page needs React and the router, every signed-in page Query: a chunk for each, instead of the dozen
        // small shared chunks the bundler cuts them into as lazy pages multiply (each costs a request and compresses worse).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 3,
              // contract/wire.ts too: the entry reads it, and the zod group (which takes in what its modules import) would
              // otherwise make the entry load zod for it.
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]|[\\/]contract[\\/]wire\.ts$/,
            },
            // Query and the dashboard's client: the sign-in page needs neither (src/lib/app-query-client.ts).
            { name: 'query', priority: 3, test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            // zod, with src/lib/zod-jitless.ts that every import of zod goes through (scripts/vite-zod-jitless.ts), and the
            // contract's field and envelope schemas, which every page that parses answers needs.
            {
              name: 'zod',
              priority: 2,
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$|[\\/]contract[\\/](fields|envelope)\.ts$/,
            },
            // The client, the session and the few controls the sign-in page shares with every other page: one chunk, not five.
            {
              name: 'session',
              priority: 1,
              test: /[\\/]src[\\/](lib[\\/](auth|api-client|use-now|rate-limit|connection|api-log|theme|form-errors)\.ts|components[\\/]ui[\\/](alert|field|theme-select|logo-mark)\.tsx)$/,
            },
            // Shared by many lazy chunks (pages, palette, bulk jobs): by itself it would ride with the sign-in page's.
            { name: 'contract-links', priority: 1, test: /[\\/]contract[\\/]links\.ts$/ },
          ],
        },
      },
    },
  },
})
