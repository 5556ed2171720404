/**
 * What one IP address may add to the reports in one UTC day, kept in memory (one instance's view,
 * like the per-minute limit): at most `maxVisitors` visitor ids (each new user agent is a new
 * visitor) and at most `maxSources` referrer sources. A view beyond the first cap is counted under
 * the address's first visitor of the day (so its page view still counts, but it cannot invent a
 * visitor); a new source beyond the second is counted as "Other". A household or office behind one
 * address stays far below both; a script rotating user agents and referrers cannot inflate either.
 * Memory is bounded: at most `maxAddresses` addresses are tracked; past that, the day starts over.
 */
import { createHash } from 'node:crypto'
import { DIRECT, OTHER } from './classify.ts'

/** New visitors one address may create per UTC day (per instance). */
export const VISITORS_PER_IP_DAY = 20
/** Distinct referrer sources one address may bring per UTC day (per instance). */
export const SOURCES_PER_IP_DAY = 5
/** Addresses tracked at once before the day's budget starts over (bounds the memory to a few MB). */
export const TRACKED_ADDRESSES = 20_000

interface Spent {
  /** The first user agent of the day: over the cap, views are counted under it. */
  firstAgent: string
  /** Short digests of the user agents seen, so a long user agent costs a few bytes. */
  agents: Set<string>
  sources: Set<string>
}

const digest = (userAgent: string) => createHash('sha256').update(userAgent).digest('base64url').slice(0, 12)

export class IpDayBudget {
  private day = ''
  private spent = new Map<string, Spent>()

  constructor(
    private readonly maxVisitors = VISITORS_PER_IP_DAY,
    private readonly maxSources = SOURCES_PER_IP_DAY,
    private readonly maxAddresses = TRACKED_ADDRESSES,
  ) {}

  /** The user agent and source to count a view of `ip` under, on `day` ('YYYY-MM-DD'). */
  admit(ip: string, userAgent: string, source: string, day: string): { userAgent: string; source: string } {
    if (day !== this.day || (!this.spent.has(ip) && this.spent.size >= this.maxAddresses)) {
      this.day = day
      this.spent = new Map()
    }
    let mine = this.spent.get(ip)
    if (!mine) {
      mine = { firstAgent: userAgent, agents: new Set(), sources: new Set() }
      this.spent.set(ip, mine)
    }
    const agent = digest(userAgent)
    let countedAs = userAgent
    if (!mine.agents.has(agent)) {
      if (mine.agents.size < this.maxVisitors) mine.agents.add(agent)
      else countedAs = mine.firstAgent
    }
    let countedSource = source
    if (source !== DIRECT && source !== OTHER && !mine.sources.has(source)) {
      if (mine.sources.size < this.maxSources) mine.sources.add(source)
      else countedSource = OTHER
    }
    return { userAgent: countedAs, source: countedSource }
  }
}
