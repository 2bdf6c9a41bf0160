// Declining an offer or a pay letter: a reason from the rejection list
// (/candidate_jobs/offers/rejection-list/), a note required for 'Other'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OfferMessages } from '@talent/contracts/offers';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from './letter-format.ts';
import { declineReasonsQuery } from '../api/offer-queries.ts';
import styles from '../offers.module.css';

export function DeclineDialog({
  open,
  title,
  busy,
  error,
  onCancel,
  onDecline,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onDecline: (reason: string, note: string) => void;
}) {
  const reasons = useQuery({ ...declineReasonsQuery(), enabled: open });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState('');
  const submit = () => {
    if (!reason) return setMissing('Choose a reason.');
    if (reason === 'other' && !note.trim()) return setMissing(OfferMessages.noteRequired);
    setMissing('');
    onDecline(reason, note.trim());
  };
  const problem = missing || (error ? errorText(error) : '');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={submit}>
            Decline
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label htmlFor="decline-reason">Why are you declining?</label>
        <select id="decline-reason" value={reason} onChange={(e) => setReason(e.target.value)} required>
          <option value="">Choose a reason</option>
          {reasons.data?.results.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
        <label htmlFor="decline-note">Anything you would like the company to know (optional)</label>
        <textarea id="decline-note" rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
