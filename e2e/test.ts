/**
 * The journeys' `test`: Playwright's, with a site of its own per worker. Each worker starts
 * e2e/server.ts (the built app on a fresh database) on a free port and points `baseURL` at it, so
 * workers run side by side without sharing the gate, the settings or a throttle. Specs import
 * `test` and `expect` from here, never from @playwright/test.
 */
import { test as base, expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { eventually } from '../modules/core/eventually.ts'

export { expect }

/** A port nobody is listening on, asked of the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once the server answers /readyz; rejects at once if it exits first. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const ready = async () => (await fetch(`${url}/readyz`)).ok
  let onExit: (() => void) | undefined
  const exited = new Promise<never>((_resolve, reject) => {
    onExit = () => reject(new Error(`the e2e server exited with code ${child.exitCode}; see reports/e2e-server-*.log`))
    if (child.exitCode !== null) onExit()
    else child.once('exit', onExit)
  })
  try {
    await Promise.race([eventually(ready, { timeout: timeoutMs, interval: 100, what: `the server answering ${url}/readyz` }), exited])
  } finally {
    child.off('exit', onExit!)
  }
}

export const test = base.extend<object, { site: string }>({
  site: [
    async ({}, use, workerInfo) => {
      const port = await freePort()
      mkdirSync('reports', { recursive: true })
      const log = createWriteStream(`reports/e2e-server-${workerInfo.workerIndex}.log`)
      const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
        env: { ...process.env, E2E_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout!.pipe(log)
      child.stderr!.pipe(log)
      const url = `http://127.0.0.1:${port}`
      try {
        await waitUntilReady(url, child, 120_000)
        await use(url)
      } finally {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ site }, use) => use(site),
})
