/**
 * The categories of a content type (blog posts, vlogs): a table of names, unique regardless of case,
 * and items that name one in a text column `category`. The console lists them with how many items
 * (any status) use each; renaming one renames it in its items in the same transaction; one in use
 * cannot be deleted. Names match items case-insensitively.
 *
 * Table-agnostic: the module that owns the tables passes their names (CategoryRule); nothing here
 * names a table. The caller announces changes and writes the audit log.
 */
import type { Category, CmsCategory } from '../../shared/api/journal.ts'
import { sql } from 'kysely'
import type { AnyDb } from '../core/db.ts'
import { badRequest, conflict, notFound } from '../core/errors.ts'
import { isUniqueViolation } from './slugs.ts'

export interface CategoryMessages {
  required: string
  taken: string
  notFound: string
  inUse: (items: number) => string
}

/** The console's messages, naming the items as `one` / `many` ('post'/'posts', 'vlog'/'vlogs'). */
export function categoryMessages(one: string, many: string): CategoryMessages {
  return {
    required: 'Category name is required',
    taken: 'A category with this name already exists',
    notFound: 'Category not found',
    inUse: (n) => `Used by ${n} ${n === 1 ? one : many}: move ${n === 1 ? 'it' : 'them'} to another category before deleting this one.`,
  }
}

export interface CategoryRule {
  /** The categories table: id, name (a unique index on lower(name)). */
  categories: string
  /** The items table: id and a text column naming the category (`field`, default `category`). */
  items: string
  field?: string
  messages: CategoryMessages
  /** Inner runs of white space in a name become one space (vlogs); otherwise a name is only trimmed (blogs). */
  collapseSpaces?: boolean
}

/** A category name as stored: trimmed (see collapseSpaces); 400 when nothing is left. */
export function categoryName(rule: Pick<CategoryRule, 'messages' | 'collapseSpaces'>, raw: string | undefined): string {
  const trimmed = (raw ?? '').trim()
  const name = rule.collapseSpaces ? trimmed.replace(/\s+/g, ' ') : trimmed
  if (!name) throw badRequest(rule.messages.required)
  return name
}

/** The queries and checks of one content type's categories; every failure is an HttpError with the rule's messages. */
export class Categories {
  constructor(
    private db: AnyDb,
    private rule: CategoryRule,
  ) {}

  private get field(): string {
    return this.rule.field ?? 'category'
  }

  /** Every category, by name regardless of case (the public list). */
  list(): Promise<Category[]> {
    return this.db.selectFrom(this.rule.categories).select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute()
  }

  /** Every category with how many items (any status) name it: the console's list. */
  async listWithUsage(): Promise<CmsCategory[]> {
    const rows = await this.db
      .selectFrom(`${this.rule.categories} as c`)
      .leftJoin(`${this.rule.items} as i`, (join) => join.on(sql`lower(${sql.ref(`i.${this.field}`)})`, '=', sql`lower(c.name)`))
      .select(['c.id', 'c.name', sql<number>`count(i.id)::int`.as('used_by')])
      .groupBy(['c.id', 'c.name'])
      .orderBy(sql`lower(c.name)`)
      .orderBy('c.id')
      .execute()
    return rows.map((r: CmsCategory) => ({ id: r.id, name: r.name, used_by: Number(r.used_by) }))
  }

  /** The category of that name regardless of case. */
  findByName(name: string): Promise<Category | undefined> {
    return this.db.selectFrom(this.rule.categories).select(['id', 'name']).where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst()
  }

  /** Creates a category from a typed name (400 when blank, 409 when taken regardless of case); `extra` are further columns. */
  async create(rawName: string | undefined, extra: Record<string, unknown> = {}): Promise<Category> {
    const name = categoryName(this.rule, rawName)
    const row = await this.db
      .insertInto(this.rule.categories)
      .values({ ...extra, name })
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .returning(['id', 'name'])
      .executeTakeFirst()
    if (!row) throw conflict(this.rule.messages.taken)
    return row
  }

  /**
   * Renames a category and every item that names it, in one transaction; `from` is the old name (equal
   * to the new one when nothing changed). 400 blank, 404 no such category, 409 another has the name
   * (a concurrent rename to the same name fails on the unique index: 409 as well).
   */
  async rename(id: number, rawName: string | undefined): Promise<{ category: CmsCategory; from: string }> {
    const name = categoryName(this.rule, rawName)
    const { categories, items, messages } = this.rule
    let result: { category: CmsCategory; from: string } | 'taken' | undefined
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom(categories).select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst()
        if (!current) return undefined
        const clash = await trx.selectFrom(categories).select('id').where(sql`lower(name)`, '=', name.toLowerCase()).where('id', '<>', id).executeTakeFirst()
        if (clash) return 'taken' as const
        await trx.updateTable(categories).set({ name }).where('id', '=', id).execute()
        const moved = await trx.updateTable(items).set({ [this.field]: name }).where(sql`lower(${sql.ref(this.field)})`, '=', current.name.toLowerCase()).executeTakeFirst()
        return { category: { id, name, used_by: Number(moved.numUpdatedRows) }, from: current.name as string }
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.taken)
      throw err
    }
    if (!result) throw notFound(messages.notFound)
    if (result === 'taken') throw conflict(messages.taken)
    return result
  }

  /**
   * Deletes a category no item names and returns its name; 404 no such category, 409 naming how many
   * items still use it (nothing deleted). The check and the delete are one statement, so an item saved
   * in between is either counted or saved after the category is gone (items keep their category text).
   */
  async remove(id: number): Promise<string> {
    const { categories, items, messages } = this.rule
    const gone = await this.db
      .deleteFrom(categories)
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom(items).select(sql`1`.as('one')).where(sql`lower(${sql.ref(`${items}.${this.field}`)})`, '=', sql`lower(${sql.ref(`${categories}.name`)})`))),
      )
      .returning('name')
      .executeTakeFirst()
    if (gone) return gone.name
    const current = await this.db.selectFrom(categories).select('name').where('id', '=', id).executeTakeFirst()
    if (!current) throw notFound(messages.notFound)
    throw conflict(messages.inUse(await this.usage(current.name)))
  }

  /** How many items (any status) name this category, case-insensitively. */
  async usage(name: string): Promise<number> {
    const row = await this.db.selectFrom(this.rule.items).select(sql<number>`count(*)::int`.as('n')).where(sql`lower(${sql.ref(this.field)})`, '=', name.toLowerCase()).executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
