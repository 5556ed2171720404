/** The bulk bar's actions and outcome lines (issue 18): what a person reads after a bulk action. */
import t from 'tap'
import { bulkDoneText, bulkRefusalText, countOf, deleteAction, ENQUIRY_BULK, MOVE_TO_CATEGORY, PUBLISH, UNPUBLISH } from './bulkActions.ts'
import { ENQUIRY_BULK_ACTIONS, POST_BULK_ACTIONS } from '../../../shared/api/bulk.ts'

const POSTS = { one: 'blog post', many: 'blog posts' }

t.test('done: the count and what happened', async (t) => {
  t.equal(countOf(1, POSTS), '1 blog post')
  t.equal(countOf(3, POSTS), '3 blog posts')
  t.equal(bulkDoneText(PUBLISH, 3, POSTS), '3 blog posts published.')
  t.equal(bulkDoneText(UNPUBLISH, 1, POSTS), '1 blog post unpublished (now drafts).')
  t.equal(bulkDoneText(MOVE_TO_CATEGORY, 2, POSTS, 'Field notes'), '2 blog posts moved to “Field notes”.')
  t.equal(bulkDoneText(deleteAction(POSTS), 2, POSTS), '2 blog posts moved to the Trash.')
  t.equal(bulkDoneText(ENQUIRY_BULK[0], 4, { one: 'enquiry', many: 'enquiries' }), '4 enquiries marked as read.')
})

t.test('refused: the server sentence, then each item by name (or number when not shown)', async (t) => {
  const names = new Map([[7, 'Riding the wave']])
  const text = bulkRefusalText(
    'Nothing was changed: 2 of the 3 blog posts could not be published.',
    [
      { id: 7, error: 'Blog not found' },
      { id: 9, error: 'Title, category and content are required.' },
    ],
    (id) => names.get(id),
  )
  t.equal(text, 'Nothing was changed: 2 of the 3 blog posts could not be published. “Riding the wave”: Blog not found; Item 9: Title, category and content are required.')
  t.equal(bulkRefusalText('Nothing was changed.', [], () => undefined), 'Nothing was changed.')
})

t.test('delete asks naming the count', async (t) => {
  const del = deleteAction(POSTS)
  t.equal(del.danger!.question(1), 'Delete this blog post?')
  t.equal(del.danger!.question(4), 'Delete these 4 blog posts?')
  t.equal(del.danger!.description!(4), 'They go to the Trash, where they can be restored for 30 days.')
})

t.test('the console asks only for actions the server has', async (t) => {
  for (const action of [PUBLISH, UNPUBLISH, MOVE_TO_CATEGORY, deleteAction(POSTS)]) t.ok((POST_BULK_ACTIONS as readonly string[]).includes(action.key), action.key)
  t.same(ENQUIRY_BULK.map((a) => a.key), [...ENQUIRY_BULK_ACTIONS])
})
