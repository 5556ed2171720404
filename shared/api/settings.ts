/** Site settings (admin-area §3): key/value strings; flags are "1" and "0". */
import { Type } from 'typebox'
import { SETTINGS, type FlagSettingKey, type SettingDescriptor, type StaffSettingKey } from '../settings-keys.ts'

export * from '../settings-keys.ts'

const Flag = Type.Enum(['1', '0'])
const Text = (max = 500) => Type.String({ maxLength: max })

/** A setting's field in the body, from its descriptor: a flag is "1" or "0", anything else text within its limit. */
const settingField = (d: SettingDescriptor) => Type.Optional(d.kind === 'flag' ? Flag : Text(d.limit))

/** PUT /api/cms/settings: the whole settings object; `access_password` empty or absent keeps the current one. */
export const SettingsUpdateBodySchema = Type.Object(
  {
    ...(Object.fromEntries(SETTINGS.map((d) => [d.key, settingField(d)])) as Record<StaffSettingKey, ReturnType<typeof settingField>>),
    access_password: Type.Optional(Text(200)),
    access_password_set: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SettingsUpdateBody = { [K in StaffSettingKey]?: K extends FlagSettingKey ? '1' | '0' : string } & {
  access_password?: string
  access_password_set?: boolean
}
