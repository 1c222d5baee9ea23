import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What failed, for the console. */
  name: string;
  /** Called once the part has failed (its chunk did not arrive, it threw). */
  onError?: () => void;
}

/**
 * A part the page can do without (the photo gallery, the dashboard's live updates): when it fails,
 * it is logged and left out, and the rest of the page carries on.
 */
export class OptionalPartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not load`, error);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
