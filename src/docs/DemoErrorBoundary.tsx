import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  demoId: string;
  /** What failed, as the person is told it. */
  failure?: string;
  /** An action offered beside the message (leaving the editor, say). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps one failing demo, or its editor, from taking the whole page down; the error is logged with
 * the demo's name.
 */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.failure ?? 'Demo failed to render'} (${this.props.demoId})`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <div className="demo-viewer__stage">
          <p role="alert" className="demo-viewer__error">
            {this.props.failure ?? 'This example failed to render'}: {this.state.error.message}
          </p>
          {this.props.action}
        </div>
      );
    }
    return this.props.children;
  }
}
