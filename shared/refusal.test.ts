import t from 'tap'
import { NETWORK_FAILURE, CHECK_FIELDS, readRefusal, waitPhrase } from './refusal.ts'
import { describeFields } from '../modules/core/errors.ts'

t.test('validator output becomes one message per field, in a person\'s words', async (t) => {
  const fields = describeFields([
    { keyword: 'maxLength', instancePath: '/name', params: { limit: 200 } },
    { keyword: 'minLength', instancePath: '/message', params: { limit: 1 } },
    { keyword: 'required', instancePath: '', params: { requiredProperties: ['email'] } },
    { keyword: 'format', instancePath: '/sections/3/email', params: { format: 'email' } },
    { keyword: 'maxLength', instancePath: '/name', params: { limit: 200 } },
  ])
  t.same(fields, [
    { field: 'name', message: 'Use at most 200 characters.' },
    { field: 'message', message: 'This field cannot be empty.' },
    { field: 'email', message: 'This field is required.' },
    { field: 'sections.3.email', message: 'Enter an e-mail address such as name@example.com.' },
  ])
})

t.test('readRefusal never passes validator text on', async (t) => {
  const r = readRefusal(400, { error: 'body.message must not be empty', details: [{ field: 'message', message: 'This field cannot be empty.' }] })
  t.same(r, { summary: 'This field cannot be empty.', fields: { message: 'This field cannot be empty.' }, retryAfterSeconds: null })
  t.equal(readRefusal(400, { error: 'body.x must be a string' }, { fallback: 'Could not send.' }).summary, 'Could not send.')
  t.equal(readRefusal(400, { error: 'a', details: [{ field: 'a', message: 'x' }, { field: 'b', message: 'y' }] }).summary, CHECK_FIELDS)
  t.equal(readRefusal(0, null).summary, NETWORK_FAILURE)
  t.equal(readRefusal(409, { error: 'That slug is taken' }).summary, 'That slug is taken')
  t.same(readRefusal(429, { error: 'Too many' }, { retryAfter: '120' }), { summary: 'Too many attempts. Please try again in 2 minutes.', fields: {}, retryAfterSeconds: 120 })
  t.match(readRefusal(500, { error: 'boom at line 3' }).summary, /Something went wrong/)
  t.equal(waitPhrase(1), 'in 1 second')
  t.equal(waitPhrase(3600), 'in about an hour')
})
