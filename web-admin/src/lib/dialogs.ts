/**
 * Words the console's dialogs share. The spec's browser alert/confirm (admin-area §8) are the
 * console's own: questions through useConfirm (components/ConfirmDialog.tsx), outcomes said beside
 * the button that caused them (StatusText), never window.alert/confirm.
 */

/** Asked before a form with unsaved changes closes. */
export const DISCARD_QUESTION = 'Discard your unsaved changes?'
