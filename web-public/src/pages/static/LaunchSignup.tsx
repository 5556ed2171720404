/**
 * The coming-soon signups of /partners ('Be the First to Know') and /events ('Join the VIP List')
 * (public-site §2, §4, §8): the site's one newsletter form with this page's labels; success replaces
 * the form with the thank-you panel for good.
 */
import { NewsletterForm, SubscribedThanks } from '../../components/NewsletterForm.tsx'

export type LaunchSource = 'strategic_partners' | 'events'

interface Props {
  source: LaunchSource
  buttonLabel: string
  busyLabel: string
}

export function LaunchSignup({ source, buttonLabel, busyLabel }: Props) {
  return <NewsletterForm sourcePage={source} className="launch-form" buttonLabel={buttonLabel} busyLabel={busyLabel} success={<SubscribedThanks />} />
}
