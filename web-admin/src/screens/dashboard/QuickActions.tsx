/**
 * Quick actions (admin-area §2): New Blog Post, Add Vlog, View Enquiries, Website Analytics, CMS
 * Settings. New Blog Post and Add Vlog open the manager with its new-item form open (`?new=1`,
 * collections/CollectionScreen.tsx); a viewer, who may not write, gets the managers instead.
 */
import { Link } from 'react-router-dom'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { canWriteContent } from '../../lib/roles.ts'
import { newItemPath } from '../../lib/screens.ts'
import { useAuth } from '../../stores/auth.ts'

interface Action {
  label: string
  hint: string
  icon: IconName
  to: string
}

const WRITE_ACTIONS: Action[] = [
  { label: 'New Blog Post', hint: 'Write and publish a post', icon: 'plus', to: newItemPath('/blogs') },
  { label: 'Add Vlog', hint: 'Publish a YouTube video', icon: 'vlog', to: newItemPath('/vlogs') },
]

const READ_ACTIONS: Action[] = [
  { label: 'Blog Manager', hint: 'Browse the blog posts', icon: 'blog', to: '/blogs' },
  { label: 'Vlog Manager', hint: 'Browse the vlogs', icon: 'vlog', to: '/vlogs' },
]

const COMMON_ACTIONS: Action[] = [
  { label: 'View Enquiries', hint: 'Contact, newsletter and career forms', icon: 'enquiries', to: '/enquiries' },
  { label: 'Website Analytics', hint: 'Visitors, pages and sources', icon: 'analytics', to: '/analytics' },
  { label: 'CMS Settings', hint: 'Company, e-mail and site access', icon: 'settings', to: '/settings' },
]

export function QuickActions() {
  const mayWrite = canWriteContent(useAuth((s) => s.user?.role))
  const actions = [...(mayWrite ? WRITE_ACTIONS : READ_ACTIONS), ...COMMON_ACTIONS]
  return (
    <nav className="card dash-panel quick-actions" aria-labelledby="quick-actions-heading">
      <header className="dash-panel-head">
        <h2 id="quick-actions-heading" className="dash-panel-title">
          Quick actions
        </h2>
      </header>
      <ul className="quick-action-list">
        {actions.map((action, index) => (
          <li key={action.label}>
            <Link to={action.to} className={`quick-action${index === 0 && mayWrite ? ' quick-action-primary' : ''}`}>
              <span className="quick-action-icon" aria-hidden="true">
                <Icon name={action.icon} size={18} />
              </span>
              <span className="quick-action-text">
                <span className="quick-action-label">{action.label}</span>
                <span className="quick-action-hint">{action.hint}</span>
              </span>
              <Icon name="chevronRight" size={17} className="quick-action-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
