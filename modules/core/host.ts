/**
 * Creates the Fastify host with core registered: logger, request ids, TypeBox validation, error
 * shape, security. fastify.config.ts adds the modules; module tests add only what they need.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { AppConfig } from './config.ts'
import type { DatabaseHandle } from './db.ts'
import { core } from './index.ts'
import { strictValidatorCompiler } from './validation.ts'
import { AccessLog, loggerOptions } from './logging.ts'
import { serverTimeouts } from './timeouts.ts'

export async function createHost(config: AppConfig, database: DatabaseHandle, ownsDatabase = true): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(config),
  })
  app.setValidatorCompiler(strictValidatorCompiler)
  await app.register(core, { config, database, ownsDatabase })
  return app
}
