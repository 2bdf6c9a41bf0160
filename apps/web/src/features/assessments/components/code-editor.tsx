// The in-browser code editor (decision 015): CodeMirror, imported only by the
// coding-assessment screen, so its code loads with that page alone. Tab moves
// focus as everywhere else (no tab trapping); indentation comes with Enter.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { AssessmentQuestion } from '@talent/contracts/assessments';

const LANGUAGE: Record<AssessmentQuestion['language'], () => Extension[]> = {
  javascript: () => [javascript()],
  typescript: () => [javascript({ typescript: true })],
  python: () => [python()],
  java: () => [java()],
  sql: () => [sql()],
  text: () => [],
};

export function CodeEditor({
  value,
  language,
  label,
  readOnly = false,
  onChange,
}: {
  value: string;
  language: AssessmentQuestion['language'];
  label: string;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) change.current(update.state.doc.toString());
          }),
          ...LANGUAGE[language](),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // the editor owns its text once created; a new question mounts a new editor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, readOnly]);

  return <div ref={host} className="code-editor" />;
}
