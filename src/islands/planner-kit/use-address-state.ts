/**
 * A planner's choices, kept in the page address (issue #17) with replaceState, so typing never
 * floods the history. The address is written only once the visitor changes something, so a plain
 * visit stays plain. Changes apply to the latest state: a click the hydration directive held and
 * replays after mount (issue #14) never undoes what the mount took over.
 */
import { useEffect, useRef, useState } from 'react';

/** The parts that change, or how to work them out from the latest state. */
export type StateChange<S> = Partial<S> | ((latest: S) => Partial<S>);

export function useAddressState<S extends object>(empty: S, toParams: (state: S, current: URLSearchParams) => URLSearchParams) {
  const [state, setState] = useState<S>(empty);
  const edited = useRef(false);

  useEffect(() => {
    if (!edited.current) return;
    const params = toParams(state, new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${params ? `?${params}` : ''}${window.location.hash}`);
  }, [state]);

  const update = (change: StateChange<S>) => {
    edited.current = true;
    setState((latest) => ({ ...latest, ...(typeof change === 'function' ? change(latest) : change) }));
  };

  /** On mount: the state read from the address and what was typed before hydration (`typed`: anything was). */
  const adopt = (initial: S, typed: boolean) => {
    edited.current = typed;
    setState(initial);
  };

  return { state, update, adopt };
}
