/**
 * The console's password strength feedback in words (issue 29 §3): zxcvbn's score (0–4) and its
 * warning or first suggestion, said as "Strength: weak — this is one of the most common passwords."
 * It only advises; the server's own rules (modules/auth/password-policy.ts: length, not common, not
 * the e-mail) decide. zxcvbn's feedback comes as translation keys (no language pack is installed);
 * the words for them are ours, here.
 *
 * `loadStrengthMeter()` loads @zxcvbn-ts/core and @zxcvbn-ts/language-common with dynamic
 * `import()` (their own chunks in the console build, fetched once someone types a new password;
 * the public site never imports this file).
 */
import { MIN_PASSWORD_LENGTH } from './roles.ts'

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong'

export interface Strength {
  level: StrengthLevel
  /** 1–4, for the bar. */
  bars: number
  /** The sentence shown and announced. */
  words: string
}

/** What zxcvbn says about a password: its score and feedback keys. */
export interface Estimate {
  score: number
  feedback: { warning: string | null; suggestions: string[] }
}

const LEVELS: StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong']

/** zxcvbn's warning keys, in words (lower-case start: they follow "Strength: weak — "). */
const WARNINGS: Record<string, string> = {
  straightRow: 'a straight row of keys is easy to guess.',
  keyPattern: 'a short keyboard pattern is easy to guess.',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'repeated patterns like "abcabc" are easy to guess.',
  sequences: 'sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'recent years are easy to guess.',
  dates: 'dates are easy to guess.',
  topTen: 'this is one of the most common passwords.',
  topHundred: 'this is one of the most common passwords.',
  common: 'this is one of the most common passwords.',
  similarToCommon: 'this is close to one of the most common passwords.',
  wordByItself: 'a single word is easy to guess.',
  namesByThemselves: 'a name on its own is easy to guess.',
  commonNames: 'common names are easy to guess.',
  userInputs: 'names and e-mail addresses are easy to guess.',
  pwned: 'this password has appeared in a data breach.',
}

/** zxcvbn's suggestion keys, in words ("noNeed" says nothing useful here). */
const SUGGESTIONS: Record<string, string> = {
  l33t: 'swapping letters for look-alike symbols does not help much.',
  reverseWords: 'a word spelled backwards is still easy to guess.',
  allUppercase: 'capitalize some letters, not all.',
  capitalization: 'capitalize more than the first letter.',
  dates: 'avoid dates and years that are about you.',
  recentYears: 'avoid recent years.',
  associatedYears: 'avoid years that are about you.',
  sequences: 'avoid sequences like "abc" or "123".',
  repeated: 'avoid repeated words and characters.',
  longerKeyboardPattern: 'use a longer keyboard pattern that turns more than once.',
  anotherWord: 'add another word or two.',
  useWords: 'use a few words together, not a common phrase.',
  pwned: 'choose a password you have not used anywhere else.',
}

/** When zxcvbn gives no advice we can word, by level. */
const FALLBACK: Record<StrengthLevel, string | null> = {
  weak: 'add more words or characters.',
  fair: 'add another word or two.',
  good: null,
  strong: null,
}

/** The feedback for a `password` of `length` characters that zxcvbn judged as `estimate`. */
export function strengthWords(estimate: Estimate, length: number): Strength {
  if (length < MIN_PASSWORD_LENGTH) return { level: 'weak', bars: 1, words: `Strength: too short — use at least ${MIN_PASSWORD_LENGTH} characters.` }
  const score = Math.max(0, Math.min(4, Math.round(estimate.score)))
  const level = LEVELS[score]
  const bars = Math.max(1, score)
  if (level === 'strong') return { level, bars, words: 'Strength: strong' }
  const warning = estimate.feedback.warning ? WARNINGS[estimate.feedback.warning] : undefined
  const suggestion = estimate.feedback.suggestions.map((key) => SUGGESTIONS[key]).find(Boolean)
  const advice = (level === 'good' ? suggestion : (warning ?? suggestion)) ?? FALLBACK[level]
  return { level, bars, words: advice ? `Strength: ${level} — ${advice}` : `Strength: ${level}` }
}

/** Judges a password; `userInputs` (e.g. the account's e-mail) count as easy to guess. */
export type StrengthMeter = (password: string, userInputs?: string[]) => Strength

let meter: Promise<StrengthMeter> | undefined

/** zxcvbn with the common dictionary and keyboard layouts, loaded on the first call (then shared). */
export function loadStrengthMeter(): Promise<StrengthMeter> {
  meter ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
    return (password: string, userInputs: string[] = []) => {
      // The e-mail's part before "@" and each word of a name or address count too ("ivy" in "Ivy Invitee").
      const inputs = userInputs.flatMap((input) => [input, input.split('@')[0], ...input.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length >= 3)
      return strengthWords(zxcvbn.check(password, inputs), password.length)
    }
  })
  meter.catch(() => (meter = undefined))
  return meter
}
