import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router';
import * as paths from '../paths';
import { PageHead } from './PageHead';

interface Props {
  /** The address shown: going elsewhere clears a failure, and the new screen gets its chance. */
  at: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  at: string;
}

/**
 * Around the routed screen: a screen that throws while rendering is replaced by a sentence, a
 * way to try again and a link home, and the error is logged; the header and its navigation stay
 * (docs/decisions/0107).
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to show:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed retry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/** What the boundary shows in place of a screen that failed (the server sends it with a 500 too). */
export function ScreenFailed({ retry }: { retry: () => void }) {
  return (
    <section className="page">
      <PageHead title="Something went wrong" noindex />
      <h1>Something went wrong</h1>
      <div className="flash flash-warning load-failure" role="alert">
        <span className="flash-text">This page could not be shown. Try again, or go back to the home page.</span>
        <button type="button" className="load-retry" onClick={retry}>
          Try again
        </button>
      </div>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
