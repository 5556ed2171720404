/** A list thumbnail: uploaded images use their small WebP variant, falling back to the original. */
import { useState } from 'react'
import { imageVariantUrl } from '../../../../shared/api/journal.ts'

const isUpload = (url: string) => /^\/media\/images\/[0-9a-f]+\.(png|jpe?g|gif|webp)$/i.test(url)

export function Thumb({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(false)
  const small = isUpload(src) && !failed ? imageVariantUrl(src, 480) : src
  return <img className={className} src={small} alt="" loading="lazy" decoding="async" onError={() => !failed && setFailed(true)} />
}
