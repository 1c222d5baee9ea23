import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The gallery could not load (its chunk failed to arrive): the page carries on without it. */
  onError: () => void;
}

/** Keeps a gallery that failed to load from taking the whole page down with it. */
export class GalleryErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The photo gallery could not load', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
