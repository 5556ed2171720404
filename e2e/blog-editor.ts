/** The console's blog editor as the journeys drive it (no-lost-work.spec.ts, screenshots.shots.ts). */
import type { Page } from '@playwright/test'

export async function openNewPost(page: Page) {
  await page.getByRole('button', { name: 'New Blog Post' }).first().click()
  return page.getByRole('dialog', { name: 'New Blog Post' })
}

/** Title, category and two paragraphs (one bold word) through the real editor. */
export async function writePost(page: Page, title: string, word: string, category: string) {
  const form = await openNewPost(page)
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Category', { exact: true }).selectOption(category)
  await form.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.type(`Range anxiety fades on the ${word} loop.`)
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Forty kilometres')
  await form.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' on one charge.')
  return form
}

/** The drafts the console keeps in this browser (its local copies of unsaved work). */
export const keptCopies = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('yerth-admin-draft:')).map((k) => JSON.parse(localStorage.getItem(k)!)))
