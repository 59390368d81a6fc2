import { fileUrl } from "../api"
import { fileKind, isImage } from "../file-names"
import type { MessageRecord } from "../types"

interface FileThumbProps {
  message: MessageRecord
  name: string
  token: string
  /** The thumbnail's size on screen in CSS pixels (the server's 160x160 thumb serves both sizes). */
  size: number
  alt: string
  /** The classes of the image and of the kind label shown instead for a file that is not an image. */
  imageClass?: string
  kindClass: string
}

/** FileThumb is what stands for a shared file: its thumbnail if it is an image, else its kind ("PDF"). */
export function FileThumb({ message, name, token, size, alt, imageClass, kindClass }: FileThumbProps) {
  if (!isImage(name))
    return (
      <span className={kindClass} aria-hidden="true">
        {fileKind(name)}
      </span>
    )
  return (
    <img
      className={imageClass}
      src={fileUrl(message, name, token, "160x160")}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
    />
  )
}
