import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeChunk } from './route-chunk';

function Planner() {
  return <p>Planner</p>;
}

function deferredModule() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: typeof Planner }>((res, rej) => {
    resolve = () => res({ default: Planner });
    reject = rej;
  });
  return { load: vi.fn(() => promise), resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('routeChunk', () => {
  it('renders a preloaded page in the very first render, without waiting', async () => {
    const chunk = deferredModule();
    const page = routeChunk(chunk.load);
    const preloaded = page.preload();
    chunk.resolve();
    await preloaded;
    render(<page.Page />);
    expect(screen.getByText('Planner')).toBeInTheDocument(); // no act(), no fallback frame
  });

  it('renders nothing, then the page once its chunk arrives; the chunk is fetched once', async () => {
    const chunk = deferredModule();
    const page = routeChunk(chunk.load);
    void page.preload();
    const { container } = render(<page.Page />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => chunk.resolve());
    expect(screen.getByText('Planner')).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('loads the chunk when the page renders without a preload', async () => {
    const chunk = deferredModule();
    const page = routeChunk(chunk.load);
    render(<page.Page />);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await act(async () => chunk.resolve());
    expect(screen.getByText('Planner')).toBeInTheDocument();
  });

  it('throws a failed chunk to the error boundary, like React.lazy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferredModule();
    const page = routeChunk(chunk.load);
    render(
      <Boundary>
        <page.Page />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error('chunk gone')));
    expect(screen.getByText('Failed: chunk gone')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
