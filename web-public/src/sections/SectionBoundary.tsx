/**
 * One section that fails to draw (an editor's unexpected metadata, say) is left out and logged,
 * instead of taking the whole page down.
 */
import { Component, type ReactNode } from 'react'

export class SectionBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(`Section "${this.props.id}" could not be drawn:`, error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}
