/** Designed sections of the contact page, by section id (sections/registry.ts). */
import type { DesignedSections } from '../types.ts'

const sections: DesignedSections = {}

export default sections
