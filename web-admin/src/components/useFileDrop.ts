/**
 * Dropping a file on an upload field (the image upload and the media-kit file): whether a file is
 * being dragged over it, and the four handlers to spread on its element. Enter/leave events also
 * fire for the element's children, so a depth counter says when the drag has really left.
 */
import { useRef, useState, type DragEvent } from 'react'

export function useFileDrop(enabled: boolean, onFile: (file: File) => void) {
  const depth = useRef(0)
  const [dragOver, setDragOver] = useState(false)
  const accepts = (event: DragEvent) => enabled && event.dataTransfer.types.includes('Files')
  const dropHandlers = {
    onDragEnter(event: DragEvent) {
      if (!accepts(event)) return
      event.preventDefault()
      depth.current += 1
      setDragOver(true)
    },
    onDragOver(event: DragEvent) {
      if (!accepts(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave() {
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setDragOver(false)
    },
    onDrop(event: DragEvent) {
      if (!accepts(event)) return
      event.preventDefault()
      depth.current = 0
      setDragOver(false)
      const file = event.dataTransfer.files[0]
      if (file) onFile(file)
    },
  }
  return { dragOver, dropHandlers }
}
