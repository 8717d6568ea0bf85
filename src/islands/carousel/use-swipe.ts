/**
 * Pointer swipe and drag (mouse, touch, pen): a horizontal move of more than `threshold` px between
 * press and release moves one slide (lib/carousel swipeStep). A click that ends a swipe is swallowed,
 * so dragging across a linked slide does not follow the link.
 */
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep } from '../../lib/carousel/carousel-index.ts';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  onDragStart: (event: MouseEvent<HTMLElement>) => void;
}

export function useSwipe(onStep: (step: -1 | 1) => void, threshold: number): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);

  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      swallowClick.current = false;
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      const step = swipeStep(dx, threshold);
      if (step !== 0) {
        swallowClick.current = true;
        onStep(step);
      }
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event) {
      event.preventDefault();
    },
  };
}
