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
import { PreparedAnswers, ROUTER_OPTIONS } from './prepared-answers.ts'

export async function createHost(config: AppConfig, database: DatabaseHandle, ownsDatabase = true): Promise<FastifyInstance> {
  // Cached public pages are answered by the server's own request listener (prepared-answers.ts).
  const preparedAnswers = new PreparedAnswers({ rawLane: config.rawLane })
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ...ROUTER_OPTIONS },
    ...serverTimeouts(config),
    serverFactory: preparedAnswers.serverFactory,
  })
  app.setValidatorCompiler(strictValidatorCompiler)
  await app.register(core, { config, database, ownsDatabase, preparedAnswers })
  return app
}
