// Starts the real server as a child process and measures time to first answer and RSS.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export interface Started {
  child: ChildProcess
  url: string
  firstAnswerMs: number
  rssMiB: () => number
  stop: () => Promise<void>
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

export async function startServerProcess(env: Record<string, string>, port: number): Promise<Started> {
  const t0 = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`)
    try {
      const res = await fetch(`${url}/api/account`)
      await res.arrayBuffer()
      break
    } catch {
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const firstAnswerMs = performance.now() - t0
  return {
    child,
    url,
    firstAnswerMs,
    rssMiB: () => {
      if (child.exitCode !== null) throw new Error(`server exited early: ${log}`)
      return rssOf(child.pid!)
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
