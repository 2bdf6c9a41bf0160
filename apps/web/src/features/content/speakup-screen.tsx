// The whistleblower channel (decision 023): an anonymous report with optional
// attachments, then the case code and passphrase to come back with, read the
// operators' replies and add information. Nothing here identifies the sender.
import { useState, type FormEvent } from 'react';
import type { SpeakupCase, SpeakupFiled } from '@talent/contracts/content';
import {
  ContentMessages,
  SPEAKUP_ATTACHMENT_MAX_BYTES,
  SPEAKUP_CATEGORIES,
  SPEAKUP_MAX_ATTACHMENTS,
} from '@talent/contracts/content-constants';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { FileDropZone } from '../../components/ui/file-drop-zone.tsx';
import type { FileRule } from '../../components/ui/file-rules.ts';
import { contentApi } from './api/content-queries.ts';
import { ContentPageView } from './components/content-page.tsx';
import { SelectField, TextAreaField } from '../../components/ui/form-fields.tsx';
import { usePublicForm } from './components/use-public-form.ts';
import styles from './content.module.css';
import { dateTimeText } from '../../lib/dates.ts';

/** Attachments: PDF, Word, JPEG or PNG, 5 MB each (the server checks the content). */
const ATTACHMENT_RULE: FileRule = {
  formats: 'PDF, DOC, DOCX, JPG, PNG',
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'],
  accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png',
  maxBytes: SPEAKUP_ATTACHMENT_MAX_BYTES,
  messages: { invalidType: ContentMessages.attachmentRefused, tooLarge: ContentMessages.attachmentRefused },
};

function FilesField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  return (
    <FileDropZone
      label={`Attachments (optional, up to ${SPEAKUP_MAX_ATTACHMENTS})`}
      title="Drop files here or choose them"
      buttonLabel="Choose files"
      rule={ATTACHMENT_RULE}
      file={null}
      onFileChange={() => undefined}
      multiple={{ files, maxFiles: SPEAKUP_MAX_ATTACHMENTS, onFilesChange: onChange }}
    />
  );
}

const filesOf = (files: File[]) => Object.fromEntries(files.map((file, i) => [`attachments${i}`, file]));

function Thread({ report }: { report: SpeakupCase }) {
  return (
    <section aria-labelledby="case-title" className={styles.stack}>
      <h2 id="case-title">
        Case {report.case_code} —{' '}
        {report.status === 'closed' ? 'closed' : report.status === 'in_review' ? 'in review' : 'open'}
      </h2>
      <ol className={styles.thread}>
        {report.messages.map((message, i) => (
          <li key={i} className={message.author === 'operator' ? styles.operator : undefined}>
            <p className={styles.meta}>
              {message.author === 'operator' ? 'Our reply' : 'You wrote'} · {dateTimeText(message.created_at)}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{message.body}</p>
            {message.attachments.map((a) => (
              <p key={a.filename} className={styles.meta}>
                Attachment: {a.filename}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReportForm({ onFiled }: { onFiled: (filed: SpeakupFiled) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const form = usePublicForm(
    { category: SPEAKUP_CATEGORIES[0] as string, message: '' },
    { message: ['required', 'text'] },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const filed = await contentApi.speakupReport(
        { form: { category: values.category, message: values.message, ...filesOf(files) } },
        { handle: false },
      );
      onFiled(filed);
      return filed;
    });
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="report-title">
      <h2 id="report-title">File a report</h2>
      <SelectField
        placeholder={null}
        label="What is it about?"
        required
        options={SPEAKUP_CATEGORIES.map((c) => ({ value: c, label: c }))}
        {...form.field('category')}
      />
      <TextAreaField label="What happened?" required maxLength={10000} {...form.field('message')} />
      <FilesField files={files} onChange={setFiles} />
      {(form.errors.non_field_errors || (form.errors as Record<string, string>).attachments) && (
        <p className={styles.errorBox} role="alert">
          {(form.errors as Record<string, string>).attachments ?? form.errors.non_field_errors}
        </p>
      )}
      <Button type="submit" busy={form.sending}>
        Send report anonymously
      </Button>
    </form>
  );
}

function ReturnForm({
  onOpened,
  initial,
}: {
  onOpened: (report: SpeakupCase, passphrase: string) => void;
  initial?: SpeakupFiled | null;
}) {
  const form = usePublicForm(
    { case_code: initial?.case_code ?? '', passphrase: initial?.passphrase ?? '' },
    { case_code: ['required'], passphrase: ['required'] },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const report = await contentApi.speakupCase({ body: values }, { handle: false });
      onOpened(report, values.passphrase);
      return { detail: '' };
    });
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="return-title">
      <h2 id="return-title">Follow up on a report</h2>
      <TextField
        label="Case code"
        required
        autoComplete="off"
        placeholder="XXXX-XXXX-XXXX"
        {...form.field('case_code')}
      />
      <TextField label="Passphrase" required type="password" autoComplete="off" {...form.field('passphrase')} />
      {form.errors.non_field_errors && (
        <p className={styles.errorBox} role="alert">
          {form.errors.non_field_errors}
        </p>
      )}
      <Button type="submit" busy={form.sending}>
        Open my report
      </Button>
    </form>
  );
}

function AddInformation({
  report,
  passphrase,
  onAdded,
}: {
  report: SpeakupCase;
  passphrase: string;
  onAdded: (report: SpeakupCase) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const form = usePublicForm({ message: '' }, { message: ['required', 'text'] });
  if (report.status === 'closed') return <p>{ContentMessages.reportClosed}</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const next = await contentApi.speakupMessage(
        { form: { case_code: report.case_code, passphrase, message: values.message, ...filesOf(files) } },
        { handle: false },
      );
      onAdded(next);
      form.setValues({ message: '' });
      setFiles([]);
      return { detail: 'Your information was added.' };
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="add-title">
      <h3 id="add-title">Add information</h3>
      <TextAreaField label="Your message" required maxLength={10000} {...form.field('message')} />
      <FilesField files={files} onChange={setFiles} />
      {form.errors.non_field_errors && (
        <p className={styles.errorBox} role="alert">
          {form.errors.non_field_errors}
        </p>
      )}
      <Button type="submit" busy={form.sending}>
        Add to my report
      </Button>
    </form>
  );
}

export default function SpeakupScreen() {
  const [filed, setFiled] = useState<SpeakupFiled | null>(null);
  const [opened, setOpened] = useState<{ report: SpeakupCase; passphrase: string } | null>(null);
  const aside = opened ? (
    <div className={`card ${styles.stack}`}>
      <Thread report={opened.report} />
      <AddInformation
        report={opened.report}
        passphrase={opened.passphrase}
        onAdded={(report) => setOpened({ ...opened, report })}
      />
    </div>
  ) : (
    <div className={styles.stack}>
      {filed ? (
        <div className={`card ${styles.success}`} role="status">
          <h2>Report filed</h2>
          <p>{filed.detail}</p>
          <p>
            Case code:{' '}
            <span className={styles.secret} data-testid="case-code">
              {filed.case_code}
            </span>
          </p>
          <p>
            Passphrase:{' '}
            <span className={styles.secret} data-testid="passphrase">
              {filed.passphrase}
            </span>
          </p>
        </div>
      ) : (
        <ReportForm onFiled={setFiled} />
      )}
      <ReturnForm
        key={filed?.case_code ?? 'empty'}
        onOpened={(report, passphrase) => setOpened({ report, passphrase })}
      />
    </div>
  );
  return <ContentPageView slug="speakup" routeId="speakup" aside={aside} />;
}
