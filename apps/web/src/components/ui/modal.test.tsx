// Where focus goes when a dialog opens and closes (decision 030, spec 01 §2):
// a confirmation starts on its safe choice, a form on Close; back to the opener.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function Opener({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && children(() => setOpen(false))}
    </>
  );
}

describe('the dialog', () => {
  it('starts a form on Close, so no field is judged before the person chooses, and returns to the opener', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        {(close) => (
          <Modal open title="Add qualification" onClose={close} footer={<button type="button">Save</button>}>
            <label>
              Degree <input />
            </label>
          </Modal>
        )}
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByLabelText('Degree'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('starts a confirmation on its first choice, and on Close when there is no choice', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        {(close) => (
          <ConfirmDialog open title="Delete this item?" confirmLabel="Delete" onConfirm={close} onCancel={close}>
            <p>It cannot be brought back.</p>
          </ConfirmDialog>
        )}
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();

    render(
      <Modal open title="Notice" onClose={() => undefined}>
        <p>Nothing to choose here.</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('starts on a control marked data-autofocus, and a confirmation is described by its text', async () => {
    render(
      <Modal open title="Delete your account" onClose={() => undefined}>
        <button type="button">Yes, delete my account</button>
        <button type="button" data-autofocus>
          Cancel
        </button>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();

    render(
      <ConfirmDialog open title="Leave?" confirmLabel="Leave" tone="primary" onConfirm={() => {}} onCancel={() => {}}>
        <p>2 ticked items are not saved.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      '2 ticked items are not saved.',
    );
  });
});
