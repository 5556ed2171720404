process.env.NODE_ENV='production'
import autocannon from 'autocannon'
const { loadConfig } = await import('./modules/core/config.ts')
const { connectPostgres } = await import('./modules/core/db.ts')
const { buildApp } = await import('./fastify.config.ts')
const app = await buildApp({ config: loadConfig({NODE_ENV:'production', LOG_LEVEL:'warn'}), database: connectPostgres({connectionString: 'postgres://postgres@127.0.0.1:5432/test'}) })
await app.settings.update({ password_protection_enabled: '0' }, null)
await app.listen({ port: 3556, host: '127.0.0.1' })
;(globalThis as any).gc()
console.log('ready rss', Math.round(process.memoryUsage().rss/1e6), 'heap', Math.round(process.memoryUsage().heapUsed/1e6))
for (let round=0; round<3; round++) {
  await autocannon({ url: 'http://127.0.0.1:3556/', connections: 10, amount: 3000 })
  ;(globalThis as any).gc()
  const m = process.memoryUsage()
  console.log('http round', round, 'rss', Math.round(m.rss/1e6), 'heapUsed', Math.round(m.heapUsed/1e6), 'ab', Math.round(m.arrayBuffers/1e6))
}
await app.close()
