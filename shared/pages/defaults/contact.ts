/** Default sections of the contact page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const CONTACT_SECTIONS: Section[] = [
  section('hero', 'banner', 'Get in Touch', 'Get in Touch', {
    eyebrow: 'Contact Us',
    subtitle:
      "Questions about our vehicles, a partnership idea, a story to write or a role you'd love to fill? Tell us what's on your mind and the right person at Yerth will answer.",
    image: '/art/contact-hero.svg',
  }),
  section('details', 'text', 'Contact Details', 'Prefer to reach us directly? Write, call or drop by.', {
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
  }),
  section(
    'response-note',
    'text',
    'We reply within 24 hours',
    'Every message is read by a member of our team, not a bot. Expect a personal answer within 24 hours, usually much sooner.',
  ),
  section('form', 'text', 'Send Us a Message', "Fill in the form and we'll route it to the team that can help.", {
    buttonLabel: 'Send Message',
    successTitle: 'Thank You!',
    successText: "Your message is on its way to our team. We'll get back to you within 24 hours.",
    againLabel: 'Send Another Message',
  }),
  section('careers-link', 'button', 'Explore Careers', 'Explore Careers', {
    link: '/careers',
    heading: 'Build the future with us',
    description: 'Engineers, designers and storytellers: see the roles and the culture behind Yerth.',
  }),
  section('about-link', 'button', 'About Yerth', 'About Yerth', {
    link: '/about',
    heading: 'Get to know us',
    description: 'The story, the founders and the values that drive every vehicle we build.',
  }),
]
