/**
 * Settings (admin-area §2, §4, §8): seven tabs and one Save Changes button for the site settings.
 * Load: GET /api/cms/settings merged over the client defaults (a failure keeps the defaults).
 * Save: PUT with the whole object; success alerts the protection state and, only when protection
 * changed, offers a reload. Unlike the original, a refused save is shown in words: each refused
 * field's message next to it (its tab selected, the first one focused), the summary beside the button.
 * Unsaved settings are kept like a post's (components/drafts): a copy in this browser offered back
 * after a reload, a question before leaving (LeaveGuard), and an in-place sign-in when the session
 * ended before Save (the save is then sent again). Switching tabs keeps the settings form as it is;
 * only the separate My Profile form asks before its unsaved name is left behind.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type JSX } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readRefusal } from '../../../../shared/refusal.ts'
import { settingsApi } from '../../api/endpoints.ts'
import { useFormDraft } from '../../components/drafts/useFormDraft.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { LEAVE_QUESTION, WITHIN_FORM } from '../../components/session/LeaveGuard.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { removeDraft, sameValues } from '../../lib/drafts/draftStore.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { canEditSettings } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useAuth } from '../../stores/auth.ts'
import { AdminAccessTab } from './AdminAccessTab.tsx'
import { CompanyInfoTab } from './CompanyInfoTab.tsx'
import { EmailSettingsTab } from './EmailSettingsTab.tsx'
import { MarketingTab } from './MarketingTab.tsx'
import { ProfileTab } from './ProfileTab.tsx'
import type { SettingsTabProps } from './SettingsPanel.tsx'
import { panelId, SettingsTabs, tabId, type TabDefinition } from './SettingsTabs.tsx'
import {
  DEFAULT_SETTINGS,
  findProblems,
  keptSettings,
  mergeSettings,
  placeRefusal,
  protectionChanged,
  PROTECTION_OFF_SAVED,
  PROTECTION_ON_SAVED,
  RELOAD_QUESTION,
  restoreSettings,
  SAVE_FAILED,
  settingsBody,
  type KeptSettings,
  type SettingsForm,
  type SettingsProblem,
  type SettingsTabId,
} from './settingsForm.ts'
import { SiteProtectionTab } from './SiteProtectionTab.tsx'
import { SocialMediaTab } from './SocialMediaTab.tsx'

type TabId = SettingsTabId | 'profile' | 'admins'

const TABS: TabDefinition<TabId>[] = [
  { id: 'company', label: 'Company Info', icon: 'building' },
  { id: 'social', label: 'Social Media', icon: 'share' },
  { id: 'marketing', label: 'Marketing', icon: 'megaphone' },
  { id: 'email', label: 'Email Settings', icon: 'mail' },
  { id: 'protection', label: 'Site Protection', icon: 'shield' },
  { id: 'profile', label: 'My Profile', icon: 'user' },
  { id: 'admins', label: 'Admin Access', icon: 'users' },
]

const SETTINGS_TABS: Record<SettingsTabId, (props: SettingsTabProps) => JSX.Element> = {
  company: CompanyInfoTab,
  social: SocialMediaTab,
  marketing: MarketingTab,
  email: EmailSettingsTab,
  protection: SiteProtectionTab,
}

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value)

const SETTINGS_FORM_ID = 'settings-form'

/** After a save (told beside Save): whether to offer the reload (protection changed). */
interface SavedNotice {
  offerReload: boolean
}

export function SettingsScreen() {
  useDocumentTitle('Settings')
  const role = useAuth((s) => s.user?.role)
  const userId = useAuth((s) => s.user?.id ?? null)
  const mayEdit = canEditSettings(role)
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: TabId = isTab(requested) ? requested : 'company'

  const [form, setForm] = useState<SettingsForm>(DEFAULT_SETTINGS)
  /** What the server holds (as last loaded or saved): the form is unsaved while it differs. */
  const [baseline, setBaseline] = useState<SettingsForm>(DEFAULT_SETTINGS)
  const [loading, setLoading] = useState(true)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  const [errors, setErrors] = useState<SettingsTabProps['errors']>({})
  /** Bumped to move focus to the first field with a message, once its tab is drawn. */
  const [focusRequest, setFocusRequest] = useState(0)
  const [savedNotice, setSavedNotice] = useState<SavedNotice | null>(null)
  const [profileDirty, setProfileDirty] = useState(false)
  const { confirm, dialog } = useConfirm()
  const formRef = useRef<HTMLFormElement>(null)
  const latest = useRef(form)
  latest.current = form

  const dirty = mayEdit && !loading && !sameValues(form, baseline)
  const kept = useMemo(() => (loading ? null : keptSettings(form)), [loading, form])
  const draft = useFormDraft<KeptSettings>({
    kind: 'settings',
    itemId: null,
    values: kept,
    dirty,
    label: () => 'Settings',
    subject: 'the settings',
    onRestore: (values) => {
      setForm((current) => restoreSettings(current, values))
      setErrors({})
      setStatus(null)
    },
    formRef,
  })

  useEffect(() => {
    let live = true
    settingsApi
      .load()
      .then((response) => {
        if (!live) return
        if (!response.ok) return console.error('Loading settings failed', response.status, response.data)
        const loaded = mergeSettings(DEFAULT_SETTINGS, response.data.settings)
        setForm(loaded)
        setBaseline(loaded)
      })
      .catch((err) => console.error('Loading settings failed', err))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [])

  // Once the tab holding the first refused field is drawn (the tab switch goes through the router).
  useEffect(() => {
    if (!focusRequest) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    field.focus()
    setFocusRequest(0)
  }, [focusRequest, tab])

  // Said once the save has been drawn, so the form no longer counts as unsaved when the page reloads.
  useEffect(() => {
    if (!savedNotice) return
    setSavedNotice(null)
    if (!savedNotice.offerReload) return
    const offerReload = async () => {
      if (await confirm({ title: RELOAD_QUESTION, confirm: 'Refresh now', cancel: 'Not now', icon: 'restore' })) window.location.reload()
    }
    void offerReload()
  }, [savedNotice, confirm])

  async function selectTab(id: TabId) {
    if (id === tab) return
    // The settings tabs share one form that stays in memory; My Profile is a form of its own.
    if (tab === 'profile' && profileDirty && !(await confirm({ title: LEAVE_QUESTION, confirm: 'Leave without saving', cancel: 'Stay on this page', danger: true }))) return
    setParams(id === 'company' ? {} : { tab: id }, { replace: true, state: WITHIN_FORM })
  }

  function update<K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }

  /** Messages next to their fields, the first one's tab shown and the field focused. */
  function showProblems(problems: SettingsProblem[]) {
    setErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])))
    if (problems.length === 0) return
    if (tab !== problems[0].tab) selectTab(problems[0].tab)
    setFocusRequest((n) => n + 1)
  }

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    if (!mayEdit || saving || loading) return
    const problems = findProblems(form)
    if (problems.length > 0) {
      showProblems(problems)
      setStatus({ tone: 'error', text: `Not saved: ${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} attention.` })
      return
    }
    const sent = form
    setSaving(true)
    setStatus(null)
    setErrors({})
    try {
      const response = await settingsApi.save(settingsBody(sent))
      if (!response.ok) {
        if (response.status === 401) {
          // The person declined to sign in again: the changes stay in the form and in this browser.
          setStatus({ tone: 'error', text: 'Not saved: sign in again to save. Your changes are still here.' })
          return
        }
        const refusal = readRefusal(response.status, response.data, { retryAfter: response.headers?.get('retry-after'), fallback: SAVE_FAILED })
        const { placed, elsewhere } = placeRefusal(refusal.fields)
        showProblems(placed)
        setStatus({ tone: 'error', text: `Not saved: ${elsewhere[0] ?? refusal.summary}` })
        return
      }
      const saved: SettingsForm = { ...sent, access_password: '', access_password_set: sent.access_password_set || sent.access_password !== '' }
      setBaseline(saved)
      // Typed on while the save was under way: those changes stay unsaved (and kept).
      setForm((current) => (current === sent ? saved : { ...current, access_password_set: saved.access_password_set, access_password: current.access_password === sent.access_password ? '' : current.access_password }))
      if (latest.current === sent && userId !== null) removeDraft({ userId, kind: 'settings', itemId: null })
      const message = sent.password_protection_enabled === '1' ? PROTECTION_ON_SAVED : PROTECTION_OFF_SAVED
      setStatus({ tone: 'success', text: message })
      setSavedNotice({ offerReload: protectionChanged(baseline, sent) })
    } catch (err) {
      console.error('Saving settings failed', err)
      setStatus({ tone: 'error', text: SAVE_FAILED })
    } finally {
      setSaving(false)
    }
  }

  const ActiveSettingsTab = tab !== 'profile' && tab !== 'admins' ? SETTINGS_TABS[tab] : null
  const showReadOnlyNote = !mayEdit && ActiveSettingsTab !== null

  return (
    <div className="screen">
      <PageHeader
        icon="settings"
        title="Settings"
        description="Company details, social links, tracking, e-mail, site protection and admin access."
        actions={
          <>
            <StatusText status={status} className="save-status" />
            <button
              type="submit"
              form={SETTINGS_FORM_ID}
              className="button button-primary"
              disabled={saving || loading || !mayEdit}
              aria-describedby={showReadOnlyNote ? 'settings-readonly-note' : undefined}
              aria-keyshortcuts="Control+S Meta+S"
              title="Save Changes (Ctrl+S)"
            >
              {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
              {saving ? 'Saving…' : 'Save Changes'}
            </button>
          </>
        }
      />

      {showReadOnlyNote && (
        <div id="settings-readonly-note">
          <Notice tone="info" role="note" title="View only.">
            Only admins can change settings. You can read them here, and you can still edit your own profile and password under My Profile.
          </Notice>
        </div>
      )}

      <div className="settings-layout">
        <SettingsTabs tabs={TABS} active={tab} onSelect={selectTab} />
        <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} className="settings-tabpanel" tabIndex={0}>
          {/* One form for the five settings tabs; hidden (but still saved by Save Changes) on the other two. */}
          <form id={SETTINGS_FORM_ID} ref={formRef} onSubmit={save} noValidate hidden={!ActiveSettingsTab} aria-label="Site settings">
            {ActiveSettingsTab &&
              (loading ? (
                <div className="card settings-panel">
                  <Loader label="Loading settings…" />
                </div>
              ) : (
                <ActiveSettingsTab form={form} update={update} errors={errors} readOnly={!mayEdit} />
              ))}
          </form>
          {tab === 'profile' && <ProfileTab onDirtyChange={setProfileDirty} />}
          {tab === 'admins' && <AdminAccessTab />}
        </div>
      </div>
      {draft.prompt}
      {dialog}
    </div>
  )
}
