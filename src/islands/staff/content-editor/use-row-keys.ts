/**
 * Stable React keys for the rows of a list field, moved with their rows when staff reorder, add or
 * remove, so each row keeps its own control (and the focus) instead of taking its neighbour's.
 * A list changed from outside (a reload) gets fresh keys.
 */
import { useRef } from 'react';

let nextKey = 1;

export function useRowKeys(length: number) {
  const keys = useRef<number[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, () => nextKey++);
  return {
    keys: keys.current,
    added: () => {
      keys.current = [...keys.current, nextKey++];
    },
    removed: (index: number) => {
      keys.current = keys.current.filter((_, at) => at !== index);
    },
    moved: (from: number, to: number) => {
      const copy = [...keys.current];
      const [key] = copy.splice(from, 1);
      if (key !== undefined) copy.splice(to, 0, key);
      keys.current = copy;
    },
  };
}
