import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

export const aliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@contract/': fileURLToPath(new URL('./contract/', import.meta.url)),
}

const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`

export default defineConfig({
  base: '/app/',
  resolve: { alias: aliases },
  // The router plugin must come before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    // Everything outside /app/ belongs to the API server: /api, short links, QR images, rotators.
    proxy: { '^/(?!app(?:/|$)).*': { target: apiServer, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
})
