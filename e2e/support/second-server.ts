import { spawn, type ChildProcess } from 'node:child_process'

export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn('npx', ['tsx', 'e2e/support/serve.ts'], {
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with ${child.exitCode}.`)
    const ok = await fetch(`${url}/app/`).then((r) => r.ok, () => false)
    if (ok) return { url, stop: () => stop(child) }
    await new Promise((r) => setTimeout(r, 250))
  }
  stop(child)
  throw new Error(`The server on port ${port} did not start within 60 s.`)
}

function stop(child: ChildProcess) {
  // The process group: npx, tsx and the server itself.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
}
