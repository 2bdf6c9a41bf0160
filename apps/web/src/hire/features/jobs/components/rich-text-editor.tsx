// The job description's editor: rich text limited to the spec 02 §5 tags; the
// server cleans it again.
import { useRef } from 'react';
import styles from '../../../components/hiring.module.css';

const TOOLS = [
  ['bold', 'Bold'],
  ['italic', 'Italic'],
  ['underline', 'Underline'],
  ['insertUnorderedList', 'Bulleted list'],
  ['insertOrderedList', 'Numbered list'],
] as const;

export function RichTextEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="Description formatting" className={styles.toolbar}>
        {TOOLS.map(([command, label]) => (
          <button
            key={command}
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              // execCommand is deprecated but the only built-in editing command set; the server cleans the result
              document.execCommand(command);
              onChange(ref.current?.innerHTML ?? '');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        id="job-description"
        role="textbox"
        aria-multiline="true"
        aria-labelledby="job-description-label"
        contentEditable
        suppressContentEditableWarning
        className={styles.editable}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        dangerouslySetInnerHTML={{ __html: initial }}
      />
    </div>
  );
}
