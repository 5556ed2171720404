process.env.NODE_ENV='production'
const { loadConfig } = await import('./modules/core/config.ts')
const { connectPostgres } = await import('./modules/core/db.ts')
const { buildApp } = await import('./fastify.config.ts')
const app = await buildApp({ config: loadConfig({NODE_ENV:'production', LOG_LEVEL:'warn'}), database: connectPostgres({connectionString: 'postgres://postgres@127.0.0.1:5432/test'}) })
await app.settings.update({ password_protection_enabled: '0' }, null)
for (const url of [process.argv[2]]) {
  for (let round=0; round<3; round++) {
    for (let i=0;i<2000;i++) await app.inject(url)
    ;(globalThis as any).gc()
    const m = process.memoryUsage()
    console.log(url, 'round', round, 'heapUsed', Math.round(m.heapUsed/1e6), 'ab', Math.round(m.arrayBuffers/1e6))
  }
}
await app.close()
