/**
 * The browser alert/confirm the spec names (admin-area §8). They are kept as real browser dialogs
 * because the spec describes them that way; every screen also shows the same message inline.
 */
export const notify = (message: string) => window.alert(message)
export const ask = (question: string) => window.confirm(question)

/** Asked before a form with unsaved changes closes. */
export const DISCARD_QUESTION = 'Discard your unsaved changes?'
