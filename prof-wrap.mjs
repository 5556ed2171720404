import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 200 })
setTimeout(async () => {
  await session.post('Profiler.start')
  setTimeout(async () => {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync('/tmp/prof/app.cpuprofile', JSON.stringify(profile))
    console.log('{"profiled":true}')
  }, 8000).unref?.()
}, 12000)
await import('./dist/server/bench-serve.js')
