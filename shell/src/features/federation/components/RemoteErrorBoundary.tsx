// Catches anything a remote's screen throws (or a rejected load) and shows the unavailable card.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailableFallback } from './RemoteUnavailableFallback';

interface Props {
  remote: string;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.remote} failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteUnavailableFallback remote={this.props.remote} /> : this.props.children;
  }
}
