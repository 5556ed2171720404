/**
 * Blocks (issue 17), the HyperBuilt page: one stored section as the page held it before block types
 * → the same section as a block of the catalogue. Frozen in time: imports nothing from the app.
 *
 * Before, the public site chose a designed section's component by its id on this page (its stored
 * type, banner/text/button, was ignored); now the stored `type` names the block. No field is
 * renamed: every title, text, link and image stays where it was. What the id used to decide is now
 * a field:
 * - subscribe: its DOM id `subscribe` (the hero's jump target) becomes its `anchor`;
 * - the series cards: the film or microphone before the kicker becomes `kickerIcon`, and each card
 *   gets an anchor of its own (`reality`, `podcast`);
 * - the hero's and the cards' pictures gain an empty description (alt text): drawn decorative, as before;
 * - the Watch Preview button: the watch-preview section's text was drawn inside the hero (when both
 *   it and the preview modal were visible) and on its own only when the hero was hidden. The hero
 *   now holds that text itself (`previewLabel`; its button shows while the page has a visible
 *   preview dialog), and the watch-preview block (a stand-alone button where it stands) stays
 *   visible only where it was drawn on its own. Both depend on the other sections of the page:
 *   give `upgrade` the page's stored sections (or call `upgradePage`); without them the seeded
 *   case is assumed (hero visible, button text 'Watch Preview').
 */

/** Legacy section id on the HyperBuilt page → its block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'show-hero',
  'reality-series': 'series-card',
  'podcast-series': 'series-card',
  subscribe: 'subscribe',
  'preview-modal': 'preview-dialog',
  'watch-preview': 'preview-button',
}

const SERIES: Record<string, { kickerIcon: string; anchor: string }> = {
  'reality-series': { kickerIcon: 'film', anchor: 'reality' },
  'podcast-series': { kickerIcon: 'microphone', anchor: 'podcast' },
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * One legacy section of the HyperBuilt page in the new shape. `page` (optional): every stored
 * section of the same page, as stored before; anything else (an Array.map index) is ignored.
 */
export function upgrade(section: any, page?: unknown): any {
  const type = section && typeof section.id === 'string' && Object.hasOwn(DESIGNED_IDS, section.id) ? DESIGNED_IDS[section.id] : undefined
  if (!type || section.type === type) return section
  const siblings: any[] | undefined = Array.isArray(page) ? page : undefined
  const find = (id: string) => siblings?.find((s) => s && s.id === id)
  const next: any = { ...section, type }
  const metadata: Record<string, unknown> = { ...(section.metadata ?? {}) }
  const fill = (key: string, value: string) => {
    if (metadata[key] === undefined) metadata[key] = value
  }

  switch (section.id) {
    case 'hero': {
      let label = 'Watch Preview'
      if (siblings) {
        const watch = find('watch-preview')
        label = watch && watch.visible === true ? text(watch.content).trim() || text(watch.title) : ''
      }
      fill('previewLabel', label)
      fill('imageAlt', '') // drawn decorative, as before
      break
    }
    case 'watch-preview': {
      // Drawn on its own only when the hero was hidden; otherwise the hero drew it (previewLabel).
      const hero = siblings ? find('hero') : { visible: true }
      next.visible = section.visible === true && !(hero && hero.visible === true)
      break
    }
    case 'subscribe':
      fill('anchor', 'subscribe')
      break
    case 'reality-series':
    case 'podcast-series':
      fill('kickerIcon', SERIES[section.id].kickerIcon)
      fill('anchor', SERIES[section.id].anchor)
      fill('imageAlt', '')
      break
  }
  if (Object.keys(metadata).length) next.metadata = metadata
  return next
}

/** Every section of a legacy HyperBuilt page in the new shape (what `upgrade` does with the page at hand). */
export function upgradePage(sections: any[]): any[] {
  return sections.map((s) => upgrade(s, sections))
}
