/**
 * Catches a screen that fails to render or whose chunk cannot be downloaded (a new release has
 * replaced it, or the network dropped) and offers a reload instead of a blank page.
 */
import { Component, type ReactNode } from 'react'

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A page could not be shown:', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="screen-error container" aria-labelledby="screen-error-title">
        <h1 id="screen-error-title">This page could not be loaded</h1>
        <p>Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    )
  }
}
