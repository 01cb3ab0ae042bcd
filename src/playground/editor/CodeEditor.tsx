import { Component, memo, type ReactNode } from 'react';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { monacoModule } from './monaco-module';
import './CodeEditor.scss';
import { TextareaEditor } from './TextareaEditor';
import type { CodeEditorProps } from './types';

/** Below this width Monaco's widgets do not fit; the plain editor takes over. */
const NARROW_QUERY = '(max-width: 599.98px)';

/** If Monaco cannot load (a dropped connection mid-download), the plain editor keeps the work going. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.warn(`The code editor could not load (${error.message}); using the plain editor.`);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Monaco once its code has arrived; the plain editor until then. */
function MonacoOrPlain({ plain, ...props }: CodeEditorProps & { plain: ReactNode }) {
  return <monacoModule.Component {...props} whileLoading={plain} />;
}

/**
 * Monaco on wide screens, a textarea on narrow ones; the textarea also stands in while Monaco loads.
 * Memoised: the page around it commits several times per keystroke for the preview's sake.
 */
export const CodeEditor = memo(function CodeEditor(props: CodeEditorProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const plain = <TextareaEditor {...props} />;
  if (narrow) return plain;
  return (
    <FallbackOnError fallback={plain}>
      <MonacoOrPlain {...props} plain={plain} />
    </FallbackOnError>
  );
});
