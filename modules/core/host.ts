/**
 * Creates the Fastify host with core registered: logger, request ids, TypeBox validation, error
 * shape, security. fastify.config.ts adds the modules; module tests add only what they need.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'
import type { DatabaseHandle } from './db.ts'
import { core } from './index.ts'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { lazyValidatorCompiler } from './validation.ts'
import { AccessLog, loggerOptions } from './logging.ts'
import { serverTimeouts } from './timeouts.ts'
import { PreparedAnswers, ROUTER_OPTIONS } from './prepared-answers.ts'
import { requestIds } from './request-ids.ts'

export async function createHost(config: AppConfig, database: DatabaseHandle, ownsDatabase = true): Promise<FastifyInstance> {
  // Cached public pages are answered by the server's own request listener (prepared-answers.ts).
  // One sequence of request ids for both ways in: Fastify's requests and prepared answers.
  const nextRequestId = requestIds()
  const preparedAnswers = new PreparedAnswers({ rawLane: config.rawLane, nextRequestId })
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    genReqId: nextRequestId,
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ...ROUTER_OPTIONS },
    ...serverTimeouts(config),
    serverFactory: preparedAnswers.serverFactory,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  })
  app.setValidatorCompiler(lazyValidatorCompiler)
  await app.register(core, { config, database, ownsDatabase, preparedAnswers })
  return app
}

const eagerSerializers = SerializerSelector()

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers instead of at boot: compiling all of them was about a twentieth of the server's boot
 * (QUALITY P7), for routes most processes never answer. A schema fast-json-stringify cannot compile
 * then fails that route's first answer (500) instead of the boot; every route is answered by the
 * module tests.
 */
function lazySerializers(...factoryArgs: Parameters<ReturnType<typeof SerializerSelector>>) {
  const compile = eagerSerializers(...factoryArgs)
  return (route: Parameters<typeof compile>[0]) => {
    let serialize: ((data: unknown) => string) | undefined
    return (data: unknown) => (serialize ??= compile(route) as (data: unknown) => string)(data)
  }
}
