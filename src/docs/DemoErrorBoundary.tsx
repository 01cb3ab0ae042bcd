import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  demoId: string;
  children: ReactNode;
}

/** Keeps one failing demo from taking the whole page down; the error is logged with the demo's name. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Demo ${this.props.demoId} failed to render`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <p role="alert" className="demo-viewer__error">
          This example failed to render: {this.state.error.message}
        </p>
      );
    }
    return this.props.children;
  }
}
