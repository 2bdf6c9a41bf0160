// The shell of a profile list (employment, qualifications; spec 02 §4 list
// transitions): the items with Edit and Delete, an add button, the form in a
// modal, and the delete confirmation. The editors supply what an item shows,
// its form and the delete call; the shell keeps the state between them.
import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, failureOf, isRefusedBody } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import styles from './profile-forms.module.css';

export interface ListEditorProps<T extends { id: number }> {
  items: readonly T[];
  /** 'employment', 'qualification': the add button, modal and dialog titles. */
  noun: string;
  /** The list's accessible name. */
  listLabel: string;
  emptyText: string;
  /** How an item is named in its buttons' labels and the delete question. */
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** Below the item's head (a description). */
  details?: (item: T) => ReactNode;
  /** Actions between Edit and Delete (a transfer). */
  moreActions?: (item: T) => ReactNode;
  /** The add (item null) or edit form; it calls done() when saved or cancelled. */
  form: (item: T | null, done: () => void) => ReactNode;
  /** Deletes the item; answers false when it failed (the caller said why). */
  remove: (item: T) => Promise<boolean>;
}

export function ListEditor<T extends { id: number }>({
  items,
  noun,
  listLabel,
  emptyText,
  nameOf,
  summary,
  details,
  moreActions,
  form,
  remove,
}: ListEditorProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  // a deleted item takes its buttons with it: focus then goes to the add button
  const addButton = useRef<HTMLButtonElement>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      if (await remove(deleting)) setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemHead}>
                <div>{summary(item)}</div>
                <div className={styles.actions}>
                  <Button variant="ghost" onClick={() => setEditing(item)} aria-label={`Edit ${nameOf(item)}`}>
                    Edit
                  </Button>
                  {moreActions?.(item)}
                  <Button variant="ghost" onClick={() => setDeleting(item)} aria-label={`Delete ${nameOf(item)}`}>
                    Delete
                  </Button>
                </div>
              </div>
              {details?.(item)}
            </li>
          ))}
        </ul>
      )}
      <Button ref={addButton} variant="secondary" onClick={() => setEditing('new')}>
        Add {noun}
      </Button>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `Add ${noun}` : `Edit ${noun}`}
        onClose={() => setEditing(null)}
        size="lg"
        returnFocus={addButton}
      >
        {editing !== null && form(editing === 'new' ? null : editing, () => setEditing(null))}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        returnFocus={addButton}
      >
        {deleting && <p>Delete {nameOf(deleting)}?</p>}
      </ConfirmDialog>
    </div>
  );
}

/** Cancel and the submit button at the foot of an item's form: 'Add employment', 'Save qualification'. */
export function ItemFormActions({
  noun,
  editing,
  busy,
  onCancel,
}: {
  noun: string;
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" busy={busy}>
        {editing ? `Save ${noun}` : `Add ${noun}`}
      </Button>
    </div>
  );
}

/** What a list's API answered on failure, as the sentence to show. */
type FailureText = (status: number, data: unknown) => string;

/**
 * Saves an item's form: on success the toast and done(); on failure the
 * server's field errors on their fields and the failure in a toast, unless the
 * client already refused the body (the form shows why).
 */
export async function saveItem<T extends FieldValues>(
  save: () => Promise<unknown>,
  {
    saved,
    done,
    setError,
    fields,
    failureText,
  }: {
    saved: string;
    done: () => void;
    setError: UseFormSetError<T>;
    fields: readonly string[];
    failureText: FailureText;
  },
): Promise<void> {
  try {
    await save();
    toast.success(saved);
    done();
  } catch (error) {
    if (isRefusedBody(error)) return;
    applyServerErrors(setError, error, fields);
    const { status, data } = failureOf(error);
    toast.error(failureText(status, data));
  }
}

/** A list's delete for ListEditor: true when done, else false after saying why. */
export const removeItem =
  <T,>(remove: (item: T) => Promise<unknown>, failureText: FailureText) =>
  async (item: T): Promise<boolean> => {
    try {
      await remove(item);
      return true;
    } catch (error) {
      const { status, data } = failureOf(error);
      toast.error(failureText(status, data));
      return false;
    }
  };
