/** Two letters for an avatar: from the name, else from the e-mail address. */
export function initials(name: string, email: string) {
  const parts = (name.trim() || email).split(/[\s@._-]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}
