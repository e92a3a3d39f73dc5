/** Builds the server into `outDir` (dist-server/ by default); with `ifStale`, only when it is older than its sources. Resolves to the built start script's path. */
export function buildServer(options?: { outDir?: string; ifStale?: boolean }): Promise<string>
