/**
 * A served type's public list read from its narrow index table (`site.paged.index`; the journal's
 * posts: blogs_list and blogs_list_counts, migrations 2026-11-23-02/03 and 2026-11-25-01), for
 * lists of 10,000 items and more (QUALITY P4). One statement per page (one round trip), with one
 * row even for an empty page (the total; the item columns null).
 *
 * Without a search, the page's ids come from the table's partial indexes alone (index-only scans)
 * and the total from the counts table less the items not yet due; only the page's rows are read
 * from the type's table, by id.
 * With one, the matches are read once (`hits`) from the GIN index of the narrow table, then counted
 * and paged where they lie; only when they are none is the text tried as a fragment of a title
 * (docs/decisions/0010-journal-blogs-and-vlogs.md), as `titles like lower(pattern)`, which is what
 * ILIKE does, through the titles' trigram index.
 * The text query is a sub-select, so the planner sees it as unknown in every plan (custom or
 * generic) and estimates few matches: always a bitmap scan of the GIN index. Given the words, it
 * would take a common one for "most items" and choose a sequential scan, which de-TOASTs every
 * item's search vector (about 5 KB each, out of line) (docs/decisions/0024-journal-search-at-10000-posts.md).
 * The statement is prepared (core's PREPARED): each connection plans each shape of it once.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { ServedPaging } from '../../shared/content-types/served.ts'
import { PREPARED } from '../core/db.ts'
import { containsPattern } from '../content/index.ts'

/** Words taken into the prefix query; more than this adds nothing but cost. */
const MAX_WORDS = 12
const MAX_WORD_LENGTH = 60
/** A run of letters or digits long enough for the trigram index to look up (3). */
const LOOKUP_RUN = /[\p{L}\p{N}]{3}/u

/**
 * How a visitor's search text becomes index-friendly conditions:
 * - `text`: the search as typed, for websearch_to_tsquery(language): whole words (stemmed, so
 *   "vehicles" finds "vehicle"), "quoted phrases", `or`, `-excluded` words.
 * - `prefix`: the same words as prefixes for to_tsquery('simple'), so a partly typed word matches
 *   ("hypermob" finds "Hypermobility"); excluded words stay excluded. Null when there is no word.
 * - `titlePattern`: an ILIKE pattern for the title, used only when the indexed search finds
 *   nothing, so a fragment from inside a title word ("mobility" in "Hypermobility") still finds it.
 *   The trigram index can look up a fragment only by its runs of 3 or more letters or digits: null
 *   when the text has none ("ab", "a b", "%"); such text is searched as words and prefixes only.
 */
export interface SearchPlan {
  text: string
  prefix: string | null
  titlePattern: string | null
}

export function searchPlan(raw: string): SearchPlan | null {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (!text) return null
  const terms: string[] = []
  for (const chunk of text.split(' ')) {
    const negated = chunk.startsWith('-') && chunk.length > 1
    // Letters and digits only: nothing else can reach to_tsquery's own syntax.
    for (const word of chunk.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (terms.length >= MAX_WORDS) break
      const w = word.toLowerCase().slice(0, MAX_WORD_LENGTH)
      terms.push(negated ? `!${w}` : `${w}:*`)
    }
  }
  const positive = terms.some((t) => !t.startsWith('!'))
  return { text, prefix: positive ? terms.join(' & ') : null, titlePattern: LOOKUP_RUN.test(text) ? containsPattern(text) : null }
}

export interface IndexedQuery {
  search?: SearchPlan
  /** Exact values of the filters' fields (only those asked). */
  filters: ReadonlyArray<{ field: string; value: string }>
  exclude?: number
  sort: 'latest' | 'oldest'
  limit: number
  offset: number
}

/**
 * The statement of one page, as a function of the question (`columns`: the summary columns of the
 * type's table, read as `b`; `visible`: the type's "published and due" over its table). What does not
 * depend on the question is built once: a page is asked thousands of times a second (P4).
 */
export function indexedList(
  table: string,
  index: NonNullable<ServedPaging['index']>,
  columns: readonly string[],
  visible: RawBuilder<SqlBool>,
): (o: IndexedQuery) => RawBuilder<Record<string, unknown> & { total: string | number }> {
  const list = sql.table(index.table)
  const own = sql.table(table)
  const counts = sql.table(index.counts)
  const select = sql.join(columns.map((c) => sql.ref(`b.${c}`)))
  const pageIds = sql`${sql.ref(`${table}.id`)}, ${sql.ref(`${table}.display_date`)}`
  const language = sql.lit(index.language)
  const titles = sql.ref(`l.${index.titles}`)
  const refs = new Map<string, ReturnType<typeof sql.ref>>()
  const ref = (name: string) => {
    let r = refs.get(name)
    if (!r) refs.set(name, (r = sql.ref(name)))
    return r
  }
  return (o) => indexedListQuery({ table, list, own, counts, select, pageIds, language, titles, ref, visible }, o)
}

interface Prepared {
  table: string
  list: RawBuilder<unknown>
  own: RawBuilder<unknown>
  counts: RawBuilder<unknown>
  select: RawBuilder<unknown>
  pageIds: RawBuilder<unknown>
  language: RawBuilder<unknown>
  titles: RawBuilder<unknown>
  ref: (name: string) => RawBuilder<unknown>
  visible: RawBuilder<SqlBool>
}

function indexedListQuery(p: Prepared, o: IndexedQuery): RawBuilder<Record<string, unknown> & { total: string | number }> {
  const { table, list, own, select, language, titles, ref, visible } = p
  const filterSql = (alias: string) =>
    sql.join(
      [
        ...o.filters.map((f) => sql` and ${ref(`${alias}.${f.field}`)} = ${f.value}`),
        ...(o.exclude !== undefined && alias !== 'c' ? [sql` and ${ref(`${alias}.id`)} <> ${o.exclude}`] : []),
      ],
      sql``,
    )
  const dir = sql.raw(o.sort === 'oldest' ? 'asc' : 'desc')
  const page = sql`order by display_date ${dir}, id ${dir} limit ${o.limit} offset ${o.offset}`
  const ordered = sql`order by p.display_date ${dir}, p.id ${dir}`
  let query: RawBuilder<Record<string, unknown> & { total: string | number }>
  if (!o.search) {
    const where = sql`${visible}${filterSql(table)}`
    // Public items of the filters (the counts) less those not yet due; with `exclude` (related items), a count.
    const total =
      o.exclude === undefined
        ? sql`select (select coalesce(sum(c.n), 0) from ${p.counts} as c where true${filterSql('c')})
            - (select count(*) from ${list} as s where s.publish_date > now()${filterSql('s')}) as total`
        : sql`select count(*) as total from ${own} where ${where}`
    query = sql`
      select t.total, ${select}
      from (${total}) as t
      left join (select ${p.pageIds} from ${own} where ${where} ${page}) as p on true
      left join ${own} as b on b.id = p.id
      ${ordered}`
  } else {
    const { text, prefix, titlePattern } = o.search
    const tsquery = prefix
      ? sql`(websearch_to_tsquery(${language}::regconfig, ${text}) || to_tsquery('simple'::regconfig, ${prefix}))`
      : sql`websearch_to_tsquery(${language}::regconfig, ${text})`
    const hits = sql`
      hits as materialized (
        select l.id, l.display_date from ${list} as l
        where l.search @@ (select ${tsquery}) and (l.publish_date is null or l.publish_date <= now())${filterSql('l')}
      )`
    if (titlePattern === null) {
      // Nothing in the text the trigram index could look up: words and prefixes only.
      query = sql`
      with ${hits}
      select t.total, ${select}
      from (select count(*) as total from hits) as t
      left join (select id, display_date from hits ${page}) as p on true
      left join ${own} as b on b.id = p.id
      ${ordered}`
    } else {
      // The fallback runs only when there are no hits: a bitmap scan of the titles' trigram index, in the generic plan too.
      query = sql`
      with ${hits}, fragment as materialized (
        select l.id, l.display_date from ${list} as l
        where not exists (select from hits) and (l.publish_date is null or l.publish_date <= now())${filterSql('l')}
          and ${titles} like lower(${titlePattern}) escape '\\'
      )
      select t.total, ${select}
      from (select (select count(*) from hits) + (select count(*) from fragment) as total) as t
      left join (select id, display_date from hits union all select id, display_date from fragment ${page}) as p on true
      left join ${own} as b on b.id = p.id
      ${ordered}`
    }
  }
  return sql<Record<string, unknown> & { total: string | number }>`${sql.raw(PREPARED)}${query}`
}
