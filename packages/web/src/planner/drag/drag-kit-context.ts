import { createContext, useContext } from 'react';

export type DragKit = typeof import('./drag-kit');

interface DragKitState {
  /** The drag library once DragRoot has brought it in; null while the lists stand without it. */
  kit: DragKit | null;
  /** True while the rows mount again under the library that just arrived. */
  arriving: () => boolean;
}

export const DragKitContext = createContext<DragKitState>({ kit: null, arriving: () => false });

export const useDragKit = () => useContext(DragKitContext).kit;

/** Whether this row list mounts because the library arrived, not for the first time. */
export const useArrivingDragKit = () => useContext(DragKitContext).arriving;
