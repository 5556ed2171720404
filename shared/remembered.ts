/**
 * A pure function of a text, remembered for the few texts it is asked about again and again (an
 * Accept-Encoding header, a request's address, a video's address, a screen's stylesheets). At most
 * `max` texts are kept, and all are forgotten when that is reached: made-up texts cannot grow it, and
 * the usual few are remembered again at once. `compute` must not return undefined.
 */
export function remembered<T>(compute: (text: string) => T, max: number): (text: string) => T {
  const known = new Map<string, T>()
  return (text) => {
    let value = known.get(text)
    if (value === undefined) {
      value = compute(text)
      if (known.size >= max) known.clear()
      known.set(text, value)
    }
    return value
  }
}
