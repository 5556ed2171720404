/**
 * Settings (admin-area §2, §4, §8): seven tabs and one Save Changes button for the site settings.
 * Load: GET /api/cms/settings merged over the client defaults (a failure keeps the defaults).
 * Save: PUT with the whole object; success alerts the protection state and offers a reload.
 * Unlike the original, a refused save (400 naming the field, 403 for a viewer) is shown next to
 * the button: a rejected save must not look like a saved one.
 */
import { useEffect, useState, type JSX } from 'react'
import { useSearchParams } from 'react-router-dom'
import { errorMessage } from '../../api/client.ts'
import { settingsApi } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { ask, notify } from '../../lib/dialogs.ts'
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
  mergeSettings,
  PROTECTION_OFF_SAVED,
  PROTECTION_ON_SAVED,
  RELOAD_QUESTION,
  SAVE_FAILED,
  settingsBody,
  type SettingsForm,
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

export function SettingsScreen() {
  useDocumentTitle('Settings')
  const role = useAuth((s) => s.user?.role)
  const mayEdit = canEditSettings(role)
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: TabId = isTab(requested) ? requested : 'company'

  const [form, setForm] = useState<SettingsForm>(DEFAULT_SETTINGS)
  const [loading, setLoading] = useState(true)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  const [errors, setErrors] = useState<SettingsTabProps['errors']>({})

  useEffect(() => {
    let live = true
    settingsApi
      .load()
      .then((response) => {
        if (!live) return
        if (response.ok) setForm(mergeSettings(DEFAULT_SETTINGS, response.data.settings))
        else console.error('Loading settings failed', response.status, response.data)
      })
      .catch((err) => console.error('Loading settings failed', err))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [])

  function selectTab(id: TabId) {
    setParams(id === 'company' ? {} : { tab: id }, { replace: true })
  }

  function update<K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }

  async function save() {
    const problems = findProblems(form)
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])))
      setStatus({ tone: 'error', text: `Not saved: ${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} attention.` })
      selectTab(problems[0].tab)
      return
    }
    setSaving(true)
    setStatus(null)
    try {
      const response = await settingsApi.save(settingsBody(form))
      if (!response.ok) {
        setStatus({ tone: 'error', text: `Not saved: ${errorMessage(response, `the server answered ${response.status}.`)}` })
        return
      }
      const message = form.password_protection_enabled === '1' ? PROTECTION_ON_SAVED : PROTECTION_OFF_SAVED
      setForm((current) => ({ ...current, access_password: '', access_password_set: current.access_password_set || current.access_password !== '' }))
      setStatus({ tone: 'success', text: message })
      notify(message)
      if (ask(RELOAD_QUESTION)) window.location.reload()
    } catch (err) {
      console.error('Saving settings failed', err)
      setStatus({ tone: 'error', text: SAVE_FAILED })
      notify(SAVE_FAILED)
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
            <button type="button" className="button button-primary" onClick={save} disabled={saving || loading || !mayEdit} aria-describedby={showReadOnlyNote ? 'settings-readonly-note' : undefined}>
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
          {ActiveSettingsTab ? (
            loading ? (
              <div className="card settings-panel">
                <Loader label="Loading settings…" />
              </div>
            ) : (
              <ActiveSettingsTab form={form} update={update} errors={errors} readOnly={!mayEdit} />
            )
          ) : tab === 'profile' ? (
            <ProfileTab />
          ) : (
            <AdminAccessTab />
          )}
        </div>
      </div>
    </div>
  )
}
