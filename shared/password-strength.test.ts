import t from 'tap'
import { loadStrengthMeter, strengthWords } from './password-strength.ts'

const judged = (score: number, warning: string | null = null, suggestions: string[] = []) => ({ score, feedback: { warning, suggestions } })

t.test('each score is said in words, with zxcvbn\'s warning or suggestion in ours', async (t) => {
  t.same(strengthWords(judged(0, 'topTen', ['anotherWord']), 8), { level: 'weak', bars: 1, words: 'Strength: weak — this is one of the most common passwords.' })
  t.same(strengthWords(judged(1, null, ['anotherWord']), 8), { level: 'weak', bars: 1, words: 'Strength: weak — add another word or two.' })
  t.same(strengthWords(judged(2, null, ['anotherWord']), 8), { level: 'fair', bars: 2, words: 'Strength: fair — add another word or two.' })
  t.same(strengthWords(judged(3, 'dates', ['capitalization']), 12), { level: 'good', bars: 3, words: 'Strength: good — capitalize more than the first letter.' })
  t.same(strengthWords(judged(4, 'dates', ['anotherWord']), 20), { level: 'strong', bars: 4, words: 'Strength: strong' })
})

t.test('a key we have no words for falls back to plain advice, never to the key itself', async (t) => {
  t.equal(strengthWords(judged(0, 'somethingNew', ['noNeed']), 8).words, 'Strength: weak — add more words or characters.')
  t.equal(strengthWords(judged(2, 'somethingNew'), 8).words, 'Strength: fair — add another word or two.')
  t.equal(strengthWords(judged(3, null, ['noNeed']), 8).words, 'Strength: good')
})

t.test('shorter than the minimum says so, whatever the score', async (t) => {
  t.same(strengthWords(judged(4), 5), { level: 'weak', bars: 1, words: 'Strength: too short — use at least 6 characters.' })
})

t.test('the loaded meter judges real passwords with the common dictionary and the e-mail', async (t) => {
  const meter = await loadStrengthMeter()
  t.equal(await loadStrengthMeter(), meter, 'loaded once')
  t.equal(meter('password').words, 'Strength: weak — this is one of the most common passwords.')
  t.equal(meter('abcdefgh').words, 'Strength: weak — sequences like "abc" or "6543" are easy to guess.')
  t.equal(meter('janedoe1', ['janedoe@example.com']).words, 'Strength: weak — names and e-mail addresses are easy to guess.')
  t.equal(meter('Invitee2026', ['ivy-x1@example.com', 'Ivy Invitee']).words, 'Strength: weak — names and e-mail addresses are easy to guess.', 'a word of the name counts')
  t.equal(meter('plum orbit kettle 94').words, 'Strength: strong')
})
