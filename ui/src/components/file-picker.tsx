import "./file-picker.css"

interface FilePickerProps {
  id: string
  files: File[]
  multiple?: boolean
  accept?: string
  onChange: (files: File[]) => void
}

/**
 * FilePicker is a file input drawn as a "Choose files" button with the chosen names beside it. The real input lies
 * over the button (transparent), so a tap, the keyboard and the field's own <label> all reach it.
 */
export function FilePicker({ id, files, multiple, accept, onChange }: FilePickerProps) {
  const names = files.map((f) => f.name).join(", ")
  return (
    <div className="file-picker">
      <span className="file-picker__control">
        <span className="button button--secondary button--small file-picker__button" aria-hidden="true">
          {multiple ? "Choose files" : "Choose a file"}
        </span>
        <input
          id={id}
          type="file"
          className="file-picker__input"
          multiple={multiple}
          accept={accept}
          aria-describedby={`${id}-chosen`}
          onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        />
      </span>
      <span id={`${id}-chosen`} className={`file-picker__names${names ? "" : " file-picker__names--none"}`}>
        {names || (multiple ? "No files chosen yet" : "No file chosen yet")}
      </span>
    </div>
  )
}
