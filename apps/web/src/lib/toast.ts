// spec 01 §4 Toast: a fixed banner with icon and message, hidden after 2 s.
import { useSyncExternalStore } from 'react';
import { TOAST_HIDE_MS, type ToastType } from '@talent/contracts/page-shell';

export interface StatusMessage {
  visible: boolean;
  message: string;
  type: ToastType;
  id: number;
}

let state: StatusMessage = { visible: false, message: '', type: 'INFO', id: 0 };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function emit(next: StatusMessage) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function showToast(message: string, type: ToastType = 'INFO') {
  clearTimeout(timer);
  emit({ visible: true, message, type, id: state.id + 1 });
  timer = setTimeout(hideToast, TOAST_HIDE_MS);
}

export function hideToast() {
  clearTimeout(timer);
  if (state.visible) emit({ ...state, visible: false });
}

export const toast = {
  info: (message: string) => showToast(message, 'INFO'),
  success: (message: string) => showToast(message, 'SUCCESS'),
  warning: (message: string) => showToast(message, 'WARNING'),
  error: (message: string) => showToast(message, 'ERROR'),
};

export function useStatusMessage(): StatusMessage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
