/**
 * The API page (issue 19; /admin/api). A signed-in staff member opens API from the sidebar and sees
 * the server's operations grouped by module, drawn from GET /api/cms/openapi.json: GET
 * /api/cms/blogs with its summary and permission, its parameters on unfolding it. A search narrows
 * the list to the operations that match and says so when none does.
 */
import { test, expect } from './test.ts'
import { setProtection, signIn } from './api.ts'

test('staff read the API page: groups, an operation, search', async ({ page, baseURL }) => {
  // The console shows the coming-soon page to a visitor while the site gate is on.
  await setProtection(baseURL!, false)
  await signIn(page)
  await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/api$/)
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()

  const groups = page.locator('.api-group')
  // Blog posts are one of the content types the engine serves: their operations are in its group.
  await expect(groups.getByRole('heading', { level: 2, name: /^content-types/ })).toBeVisible()
  await expect(groups.getByRole('heading', { level: 2, name: /^media/ })).toBeVisible()
  expect(await groups.count()).toBeGreaterThan(5)

  const listBlogs = page.locator('[data-operation="GET /api/cms/blogs"]')
  await expect(listBlogs).toContainText('List blog posts')
  await expect(listBlogs).toContainText('console:read')
  await listBlogs.locator('summary').first().click()
  await expect(listBlogs.getByRole('cell', { name: 'search', exact: true })).toBeVisible()

  const search = page.getByRole('searchbox', { name: /Search the API/ })
  await search.fill('blog categories')
  await expect(page.locator('[data-operation="GET /api/public/blog-categories"]')).toBeVisible()
  await expect(listBlogs).toHaveCount(0)
  await expect(groups).toHaveCount(1)

  await search.fill('no-such-operation-anywhere')
  await expect(page.getByText('No operations match “no-such-operation-anywhere”.')).toBeVisible()
})
