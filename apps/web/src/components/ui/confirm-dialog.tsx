// A small dialog asking to confirm one action (delete an item, leave a page):
// the Modal's Escape, backdrop and focus handling, with Cancel and the action.
import type { ReactNode, RefObject } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger for destructive actions. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** See Modal: where focus goes when the opener is gone. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  children,
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <Modal
      returnFocus={returnFocus}
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      describedByBody
      footer={
        <>
          {/* a destructive action is never one Enter away: focus starts on Cancel */}
          <Button variant="secondary" onClick={onCancel} data-autofocus={tone === 'danger' || undefined}>
            {cancelLabel}
          </Button>
          <Button variant={tone} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
