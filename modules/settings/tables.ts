import type { ColumnType } from 'kysely'

export interface SettingsTable {
  key: string
  value: string
  updated_at: ColumnType<Date, never, Date | string>
  updated_by: number | null
}

export interface SettingsTables {
  settings: SettingsTable
}
