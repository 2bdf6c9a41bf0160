// The navigation bar's dropdown and drawers: Escape (key code 27) and a click
// outside close them (spec 01 §2).
import { useEffect, useRef, type RefObject } from 'react';
import { ESCAPE_KEY_CODE } from '@talent/contracts/page-shell';

const isEscape = (event: KeyboardEvent) => event.key === 'Escape' || event.keyCode === ESCAPE_KEY_CODE;

/** Closes on Escape and on a click outside `inside` (a click inside toggles as usual). */
export function useDismiss(open: boolean, close: () => void, inside: RefObject<HTMLElement | null>[]) {
  const latest = useRef({ close, inside });
  useEffect(() => {
    latest.current = { close, inside };
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (isEscape(event)) latest.current.close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!latest.current.inside.some((ref) => ref.current?.contains(target))) latest.current.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
}
