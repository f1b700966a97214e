/**
 * The sample as a code editor (prism-code-editor: a text area under highlighted code, so typing,
 * selection, undo and screen readers are the browser's own). Tab indents; Ctrl+M (Ctrl+Shift+M
 * on a Mac) switches Tab back to moving the focus, as the help text under it says. Its colours
 * are the code blocks' (the `--os-code-*` variables of each colour mode).
 */
import {useEffect, useId, useRef, type ReactNode} from 'react';
import {createEditor} from 'prism-code-editor';
import {defaultKeymap, editHistory, editorCommands} from 'prism-code-editor/commands';
import 'prism-code-editor/prism/languages/tsx';
import 'prism-code-editor/layout.css';
import styles from './editor.module.css';

export interface EditorProps {
  /** The code the editor starts with. */
  code: string;
  /** The sample's title, which names the editor. */
  title: string;
  onChange: (code: string) => void;
}

export default function Editor({code, title, onChange}: EditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const help = useId();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // The editor keeps its own text from here on: `code` is only where it starts.
  const initial = useRef(code);
  useEffect(() => {
    if (!host.current) return undefined;
    const editor = createEditor(
      host.current,
      {
        language: 'tsx',
        value: initial.current,
        tabSize: 2,
        insertSpaces: true,
        lineNumbers: true,
        onUpdate: (value) => latest.current(value),
      },
      editorCommands(defaultKeymap),
      editHistory(),
    );
    editor.textarea.setAttribute('aria-label', `Code of ${title}`);
    editor.textarea.setAttribute('aria-describedby', help);
    editor.textarea.focus();
    return () => editor.remove();
  }, [help, title]);
  return (
    <div className={styles.editor}>
      <div ref={host} />
      <p id={help} className={styles.help}>
        Changes run the preview again. Tab indents; press Ctrl+M (Ctrl+Shift+M on a Mac) to let Tab move on.
      </p>
    </div>
  );
}
