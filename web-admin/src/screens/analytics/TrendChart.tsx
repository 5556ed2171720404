/**
 * The Daily Visitors Trend drawn with uPlot: bars scaled to the busiest day (admin-area §9), or a
 * line with a soft area when many days are shown. Colours come from the console's CSS variables and
 * are read again when the theme changes; the chart follows its box's width (ResizeObserver). The
 * canvas is decorative for assistive technology: DailyTrendPanel names it and lists the days in a table.
 * uPlot is imported here only, so it stays in the analytics screen's lazy chunk.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatCompact, formatCount } from '../../lib/numbers.ts'
import { useUi } from '../../stores/ui.ts'
import { formatDay, formatWeekday, trendScale, type DailyVisitors } from './analytics.ts'

interface Colours {
  brand: string
  text: string
  muted: string
  grid: string
  surface: string
  font: string
}

function readColours(): Colours {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    brand: read('--brand', '#22a625'),
    text: read('--text', '#0f1a13'),
    muted: read('--text-muted', '#536058'),
    grid: read('--border', '#e2e7e4'),
    surface: read('--surface', '#ffffff'),
    font: read('--font', 'system-ui, sans-serif'),
  }
}

/** "#22a625" at 30% → "rgba(34, 166, 37, 0.3)"; a colour in another notation is returned as is. */
function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1]
  if (!hex) return colour
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

const chartHeight = (width: number) => (width < 520 ? 210 : 260)

/** The x labels: every `step`-th day counted back from the last, so the latest day is always labelled. */
function daySplits(count: number, plotWidth: number): number[] {
  const room = Math.max(1, Math.floor(plotWidth / 64))
  const step = [1, 2, 3, 7, 14, 30, 61, 91].find((s) => Math.ceil(count / s) <= room) ?? Math.ceil(count / room)
  const splits: number[] = []
  for (let i = count - 1; i >= 0; i -= step) splits.unshift(i)
  return splits
}

function tooltipPlugin(entries: DailyVisitors, bars: boolean): uPlot.Plugin {
  let tip: HTMLDivElement
  let band: HTMLDivElement
  return {
    hooks: {
      init: (u) => {
        band = document.createElement('div')
        band.className = 'trend-band'
        band.hidden = true
        tip = document.createElement('div')
        tip.className = 'trend-tip'
        tip.hidden = true
        u.over.append(band, tip)
      },
      setCursor: (u) => {
        const idx = u.cursor.idx
        if (idx == null || !entries[idx]) {
          tip.hidden = true
          band.hidden = true
          return
        }
        const entry = entries[idx]
        const x = u.valToPos(idx, 'x')
        const y = u.valToPos(entry.visitors, 'y')
        tip.replaceChildren()
        const day = document.createElement('span')
        day.className = 'trend-tip-day'
        day.textContent = formatWeekday(entry.date)
        const value = document.createElement('strong')
        value.textContent = `${formatCount(entry.visitors)} ${entry.visitors === 1 ? 'visitor' : 'visitors'}`
        tip.append(day, value)
        tip.hidden = false
        const width = u.over.clientWidth
        const half = tip.offsetWidth / 2
        tip.style.left = `${Math.min(Math.max(x, half), width - half)}px`
        tip.style.top = `${Math.max(y, 0)}px`
        if (bars) {
          const slot = u.valToPos(idx + 0.5, 'x') - u.valToPos(idx - 0.5, 'x')
          band.style.left = `${x - slot / 2}px`
          band.style.width = `${slot}px`
          band.hidden = false
        }
      },
    },
  }
}

interface TrendChartProps {
  entries: DailyVisitors
  /** Bars (a few days), else a line with an area (many days). */
  bars: boolean
}

export function TrendChart({ entries, bars }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const theme = useUi((s) => s.theme)

  useEffect(() => {
    const el = box.current
    if (!el || entries.length === 0) return
    const colours = readColours()
    const font = `12px ${colours.font}`
    const scale = trendScale(Math.max(0, ...entries.map((e) => e.visitors)))
    const xs = entries.map((_, i) => i)
    const ys = entries.map((e) => e.visitors)
    const last = entries.length - 1

    const series: uPlot.Series = bars
      ? {
          label: 'Visitors',
          stroke: colours.brand,
          fill: colours.brand,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.62, 56, 4], radius: [0.2, 0] }),
          points: { show: false },
        }
      : {
          label: 'Visitors',
          stroke: colours.brand,
          width: 2,
          fill: (u) => {
            const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height)
            gradient.addColorStop(0, withAlpha(colours.brand, 0.26))
            gradient.addColorStop(1, withAlpha(colours.brand, 0.02))
            return gradient
          },
          points: { show: entries.length <= 45, size: 5, fill: colours.surface, stroke: colours.brand, width: 2 },
        }

    const opts: uPlot.Options = {
      width: el.clientWidth,
      height: chartHeight(el.clientWidth),
      // Room on the right for the last day's label, centred under the line's end.
      padding: [14, bars ? 10 : 24, 0, 0],
      legend: { show: false },
      cursor: {
        x: false,
        y: false,
        drag: { x: false, y: false, setScale: false },
        points: bars ? { show: false } : { size: 9, fill: colours.surface, stroke: colours.brand, width: 2 },
      },
      scales: {
        x: { time: false, range: bars || last === 0 ? [-0.5, last + 0.5] : [0, last] },
        y: { range: [0, scale.top] },
      },
      axes: [
        {
          stroke: colours.muted,
          font,
          grid: { show: false },
          ticks: { show: false },
          gap: 8,
          size: 30,
          splits: (u) => daySplits(entries.length, u.bbox.width / uPlot.pxRatio),
          values: (_u, splits) => splits.map((i) => (entries[i] ? formatDay(entries[i].date) : '')),
        },
        {
          stroke: colours.muted,
          font,
          grid: { stroke: colours.grid, width: 1 },
          ticks: { show: false },
          gap: 8,
          size: 44,
          splits: () => Array.from({ length: Math.round(scale.top / scale.step) + 1 }, (_, n) => n * scale.step),
          values: (_u, splits) => splits.map((v) => formatCompact(v)),
        },
      ],
      series: [{}, series],
      plugins: [tooltipPlugin(entries, bars)],
    }

    const chart = new uPlot(opts, [xs, ys], el)
    let width = el.clientWidth
    const resize = new ResizeObserver(() => {
      if (el.clientWidth === width) return
      width = el.clientWidth
      chart.setSize({ width, height: chartHeight(width) })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [entries, bars, theme])

  return <div ref={box} className="trend-chart" />
}
