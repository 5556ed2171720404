/** The shape of every slug (lowercase letters and digits in hyphen-separated runs): its own module, so the public frame can test an address without the journal's helpers. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
