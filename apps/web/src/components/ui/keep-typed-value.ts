// A server-rendered page can be typed into before its script has run.
// Hydration leaves what the field shows, but the component's state starts from
// the server's value, so the next render would wipe the text and a submit
// would send the old value. Right after mount, a text field whose DOM value
// differs from its state hands the DOM value to its onChange, once. On a
// page rendered in the browser the two are always equal and nothing happens.
import { useLayoutEffect, type ChangeEvent, type RefObject } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden', 'range', 'color']);

export function useKeepTypedValue<E extends TextControl>(
  ref: RefObject<E | null>,
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !onChange || value === undefined || value === null) return;
    if (element instanceof HTMLInputElement && NOT_TEXT.has(element.type)) return;
    if (element.value === '' || element.value === String(value)) return;
    onChange({ target: element, currentTarget: element } as unknown as ChangeEvent<E>);
    // once, right after hydration: later changes come through the real events
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
