/** Site settings (admin-area §3): key/value strings; flags are "1" and "0". */
import { Type, type Static } from 'typebox'

export * from '../settings-keys.ts'

const Flag = Type.Enum(['1', '0'])
const Text = (max = 500) => Type.String({ maxLength: max })

/** PUT /api/cms/settings: the whole settings object; `access_password` empty or absent keeps the current one. */
export const SettingsUpdateBodySchema = Type.Object(
  {
    contact_email: Type.Optional(Text(320)),
    company_phone: Type.Optional(Text(50)),
    company_address: Type.Optional(Text(500)),
    linkedin_url: Type.Optional(Text(500)),
    instagram_url: Type.Optional(Text(500)),
    youtube_url: Type.Optional(Text(500)),
    facebook_url: Type.Optional(Text(500)),
    google_analytics_id: Type.Optional(Text(50)),
    meta_pixel_id: Type.Optional(Text(50)),
    google_tag_manager_id: Type.Optional(Text(50)),
    newsletter_email_enabled: Type.Optional(Flag),
    contact_form_email_enabled: Type.Optional(Flag),
    sender_email: Type.Optional(Text(320)),
    password_protection_enabled: Type.Optional(Flag),
    access_password: Type.Optional(Text(200)),
    access_password_set: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SettingsUpdateBody = Static<typeof SettingsUpdateBodySchema>
