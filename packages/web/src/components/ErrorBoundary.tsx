import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Texts come from the caller so this class stays free of hooks. */
  title: string;
  hint: string;
  reloadText: string;
  onReload: () => void;
  children: ReactNode;
}

/** Last line of defence: a Chinese fallback with 重新加载 instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="full-page-message" role="alert">
        <h1>{this.props.title}</h1>
        <p>{this.props.hint}</p>
        <button type="button" className="btn btn-primary" onClick={this.props.onReload}>
          {this.props.reloadText}
        </button>
      </div>
    );
  }
}
