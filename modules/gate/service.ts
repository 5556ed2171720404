import type { FastifyRequest } from 'fastify'
import type { GateState } from '../../shared/api/gate.ts'
import type { SettingsService } from '../settings/service.ts'
import { GATE_COOKIE, grantIsValid } from './grant.ts'

export class GateService {
  constructor(private settings: SettingsService) {}

  async state(request: FastifyRequest): Promise<GateState> {
    const protection = await this.settings.protection()
    if (!protection.enabled) return { protected: false, hasAccess: true }
    if (request.admin) return { protected: true, hasAccess: true }
    const raw = request.cookies?.[GATE_COOKIE]
    const unsigned = raw ? request.unsignCookie(raw) : null
    return { protected: true, hasAccess: Boolean(unsigned?.valid && grantIsValid(unsigned.value, protection.version)) }
  }

  /** True when this visitor must see the coming-soon page instead of the site. */
  async blocks(request: FastifyRequest): Promise<boolean> {
    const s = await this.state(request)
    return s.protected && !s.hasAccess
  }
}
