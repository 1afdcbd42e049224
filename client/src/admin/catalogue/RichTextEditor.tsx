/**
 * A small rich-text editor for the store pages: an editable area with a toolbar (heading,
 * paragraph, bold, italic, lists, link) over the browser's own editing commands. What it produces
 * is HTML that the server sanitizes before storing (anything outside headings, paragraphs, lists,
 * tables and safe links is removed), so the editor itself needs no sanitizer.
 */
import { useEffect, useId, useRef } from 'react';

const TOOLS: Array<{ label: string; run: () => void }> = [
  { label: 'Heading', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: 'Subheading', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: 'Bold', run: () => document.execCommand('bold') },
  { label: 'Italic', run: () => document.execCommand('italic') },
  { label: 'Bulleted list', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', run: () => document.execCommand('insertOrderedList') },
  {
    label: 'Link',
    run: () => {
      const href = window.prompt('Link to (a store page such as /contact-us, or https://…)');
      if (href) document.execCommand('createLink', false, href);
    },
  },
];

export function RichTextEditor(props: { label: string; html: string; onChange: (html: string) => void; error?: string; lang?: string }) {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  // The area is uncontrolled while typing; a new page or language replaces its content.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== props.html) area.current.innerHTML = props.html;
  }, [props.html]);
  return (
    <div className="admin-field cat-rte">
      <span id={`${id}-label`} className="cat-rte__label">
        {props.label}
      </span>
      <div className="cat-rte__tools" role="toolbar" aria-label={`${props.label}: formatting`}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="admin-btn admin-btn--small"
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              area.current?.focus();
              tool.run();
              props.onChange(area.current?.innerHTML ?? '');
            }}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <div
        ref={area}
        className="cat-rte__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        lang={props.lang}
        onInput={(e) => props.onChange(e.currentTarget.innerHTML)}
      />
      {props.error && (
        <span id={`${id}-error`} className="admin-field-error">
          {props.error}
        </span>
      )}
    </div>
  );
}
