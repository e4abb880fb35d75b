import type { ComponentType } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';

export interface RouteChunk {
  /** Renders the page: nothing until its chunk is here, then the page. */
  Page: ComponentType;
  /** Starts downloading the chunk (once); boot calls it before the route renders. */
  preload: () => Promise<ComponentType>;
}

/**
 * A route's page in a chunk of its own, like React.lazy but without Suspense: a page whose chunk
 * is already here renders at once, and one that arrives later renders through a plain state
 * update. React.lazy suspends on first render even when the chunk is loaded, and React holds
 * back the commit of a Suspense retry until 300 ms after the fallback appeared (its fallback
 * throttle) — up to 300 ms of blank screen on every cold load (bench/RESULTS.md, Page load).
 */
export function routeChunk(load: () => Promise<{ default: ComponentType }>): RouteChunk {
  const chunk = onDemand(() => load().then((module) => module.default));

  function Page() {
    const { value: Component, error } = useOnDemand(chunk);
    // Like a failed React.lazy: thrown from render, to the nearest error boundary.
    if (error !== undefined) throw error;
    return Component ? <Component /> : null;
  }

  return { Page, preload: chunk.load };
}
