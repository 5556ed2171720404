/** Website Analytics' and the Dashboard's numbers (admin-area §9): durations, percentages, changes, the range and the trend. */
import t from 'tap'
import { changeTone, formatChange, formatCompact, formatCount, formatDuration, formatPercent, spokenDuration } from '../../lib/numbers.ts'
import { barWidth, comparisonLabel, EMPTY_TEXTS, METRIC_CARDS, trendScale, parseRange, periodLabel, trendEntries, trendSummary } from './analytics.ts'

t.test('session duration in minutes and seconds, one format everywhere', async (t) => {
  t.equal(formatDuration(0), '0s')
  t.equal(formatDuration(45), '45s')
  t.equal(formatDuration(60), '1m 00s')
  t.equal(formatDuration(125), '2m 05s')
  t.equal(formatDuration(599.6), '10m 00s', 'rounded to whole seconds')
  t.equal(formatDuration(3725), '1h 02m 05s')
  t.equal(formatDuration(null), '—', 'not loaded')
  t.equal(formatDuration(-3), '—', 'never a made-up value')
  t.equal(formatDuration(Number.NaN), '—')
  t.equal(spokenDuration(125), '2 minutes 5 seconds')
  t.equal(spokenDuration(60), '1 minute')
  t.equal(spokenDuration(0), '0 seconds')
  t.equal(spokenDuration(3601), '1 hour 1 second')
  t.equal(spokenDuration(null), 'not available')
})

t.test('bounce rate and shares to one decimal', async (t) => {
  t.equal(formatPercent(42.5), '42.5%')
  t.equal(formatPercent(42.46), '42.5%')
  t.equal(formatPercent(42.44), '42.4%')
  t.equal(formatPercent(0), '0.0%')
  t.equal(formatPercent(100), '100.0%')
  t.equal(formatPercent(-0.01), '0.0%', 'no "-0.0%"')
  t.equal(formatPercent(null), '—')
})

t.test('counts: grouped digits, "—" when missing', async (t) => {
  t.equal(formatCount(1234), (1234).toLocaleString())
  t.equal(formatCount(0), '0')
  t.equal(formatCount(null), '—')
  t.equal(formatCount(undefined), '—')
})

t.test('the change against the previous period', async (t) => {
  t.same(formatChange(12.5), { text: '+12.5%', direction: 'up' })
  t.same(formatChange(-3.14), { text: '\u22123.1%', direction: 'down' }, 'a true minus sign')
  t.same(formatChange(0), { text: '0.0%', direction: 'flat' })
  t.same(formatChange(0.04), { text: '0.0%', direction: 'flat' }, 'what rounds to zero is no change')
  t.same(formatChange(-0.04), { text: '0.0%', direction: 'flat' })
  t.same(formatChange(250), { text: '+250.0%', direction: 'up' })
  t.same(formatChange(null), { text: '—', direction: null }, 'no previous period')
})

t.test('which way is good: more visitors, longer sessions, fewer bounces', async (t) => {
  const better = Object.fromEntries(METRIC_CARDS.map((c) => [c.key, c.better]))
  t.same(better, { totalVisitors: 'up', uniqueVisitors: 'up', pageViews: 'up', avgSessionDuration: 'up', bounceRate: 'down' })
  t.equal(changeTone('up', 'up'), 'good')
  t.equal(changeTone('down', 'up'), 'bad')
  t.equal(changeTone('down', 'down'), 'good', 'the bounce rate fell')
  t.equal(changeTone('up', 'down'), 'bad', 'the bounce rate rose')
  t.equal(changeTone('flat', 'up'), 'neutral')
  t.equal(changeTone(null, 'down'), 'neutral')
})

t.test('the five cards in the spec order, formatted as §9 says', async (t) => {
  t.same(
    METRIC_CARDS.map((c) => c.label),
    ['Total Visitors', 'Unique Visitors', 'Page Views', 'Avg. Session Duration', 'Bounce Rate'],
  )
  const byKey = Object.fromEntries(METRIC_CARDS.map((c) => [c.key, c]))
  t.equal(byKey.avgSessionDuration.format(125), '2m 05s')
  t.equal(byKey.bounceRate.format(42.46), '42.5%')
  t.equal(byKey.pageViews.format(null), '—')
})

t.test('the range comes from the address; anything unknown is 30 days', async (t) => {
  t.equal(parseRange('7'), 7)
  t.equal(parseRange('90'), 90)
  t.equal(parseRange('365'), 365)
  t.equal(parseRange(null), 30)
  t.equal(parseRange(''), 30)
  t.equal(parseRange('12'), 30)
  t.equal(parseRange('30abc'), 30)
  t.equal(comparisonLabel(90), 'vs previous 90 days')
})

t.test('the trend: the last 7 entries by default, every day on request', async (t) => {
  const daily = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, visitors: i }))
  t.same(
    trendEntries(daily, false).map((d) => d.date),
    ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'],
  )
  t.equal(trendEntries(daily, true).length, 30)
  t.equal(trendEntries(daily.slice(0, 3), false).length, 3, 'fewer than 7: all of them')
  t.equal(trendSummary([]), EMPTY_TEXTS.daily)
  t.match(trendSummary(daily.slice(-7)), /^182 visitors in 7 days, 26 a day on average; busiest .+ with 29\.$/)
  t.equal(trendSummary([{ date: '2026-11-01', visitors: 0 }]), 'No visitors on this day.')
  t.equal(trendSummary(daily.slice(0, 1).concat({ date: '2026-11-02', visitors: 0 })), 'No visitors in these 2 days.')
})

t.test('bars are scaled to the busiest day, rounded up to a round number', async (t) => {
  t.same(trendScale(0), { top: 5, step: 1 }, 'an empty period')
  t.same(trendScale(3), { top: 3, step: 1 })
  t.same(trendScale(7), { top: 8, step: 2 })
  t.same(trendScale(10), { top: 10, step: 2 })
  t.same(trendScale(200), { top: 200, step: 50 }, 'the busiest day at the top')
  t.same(trendScale(212), { top: 250, step: 50 })
  t.same(trendScale(303), { top: 400, step: 100 })
  t.same(trendScale(1800), { top: 2000, step: 500 })
  t.same(trendScale(12_345), { top: 12_500, step: 2500 })
  for (const max of [1, 4, 9, 13, 58, 99, 101, 777, 4321, 99_999]) {
    const { top, step } = trendScale(max)
    t.ok(top >= max && top - step < max, `${max}: the first step at or above it`)
    t.ok(Number.isInteger(step) && top / step <= 5, `${max}: at most five whole steps`)
  }
  t.equal(barWidth(25, 50), 50)
  t.equal(barWidth(50, 50), 100)
  t.equal(barWidth(0, 50), 0)
  t.equal(barWidth(10, 0), 0)
})

t.test('the period is read as UTC days, and axis labels are short', async (t) => {
  const label = periodLabel('2026-10-09', '2026-11-07')
  t.match(label, / – /)
  t.equal(label.match(/2026/g)?.length, 1, 'one year when both ends share it')
  t.equal(periodLabel('2025-12-15', '2026-12-13').match(/202[56]/g)?.length, 2)
  t.equal(periodLabel('bad', '2026-11-07'), 'bad – 2026-11-07')
  t.equal(formatCompact(950), '950')
  t.equal(formatCompact(1200), '1.2k')
  t.equal(formatCompact(25000), '25k')
  t.equal(formatCompact(1_500_000), '1.5M')
})
