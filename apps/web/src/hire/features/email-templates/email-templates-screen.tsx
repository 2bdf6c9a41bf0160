// /hire/templates/ (decision 047): the company's rejection, interview
// invitation and offer cover note, each with its placeholders and a preview
// filled with a sample applicant as the member types. An unknown placeholder
// is named before saving, and again by the server if it gets there.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EMAIL_TEMPLATE_MAX,
  EmailTemplateMessages,
  SAMPLE_TEMPLATE_VALUES,
  TEMPLATE_PLACEHOLDERS,
  renderTemplate,
  unknownPlaceholders,
  type EmailTemplate,
} from '@talent/contracts/email-templates';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import hiring from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { emailTemplatesQuery, useResetEmailTemplate, useSaveEmailTemplate } from './api/email-templates-api.ts';
import styles from './email-templates.module.css';

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const [body, setBody] = useState(template.body);
  const [status, setStatus] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const unknown = unknownPlaceholders(template.kind, body);
  const problem =
    serverError ??
    (unknown.length ? EmailTemplateMessages.unknownPlaceholder(unknown[0]!, template.placeholders) : null);
  const fieldId = `template-${template.kind}`;
  const onError = (error: Error) =>
    setServerError(firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.');
  return (
    <section className={styles.template} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>
        {template.label} {template.is_default && <span className={hiring.badge}>Default</span>}
      </h2>
      <div className={styles.columns}>
        <div className={styles.editor}>
          <label htmlFor={fieldId}>Message</label>
          <textarea
            id={fieldId}
            rows={8}
            maxLength={EMAIL_TEMPLATE_MAX}
            value={body}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-placeholders${problem ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => {
              setBody(event.target.value);
              setStatus(null);
              setServerError(null);
            }}
          />
          {problem && (
            <p id={`${fieldId}-error`} role="alert" className={hiring.error}>
              {problem}
            </p>
          )}
          <p id={`${fieldId}-placeholders`} className={styles.placeholders}>
            Placeholders:{' '}
            {template.placeholders.map((name, index) => (
              <span key={name}>
                {index > 0 && ', '}
                <code title={TEMPLATE_PLACEHOLDERS[name as keyof typeof TEMPLATE_PLACEHOLDERS]}>{`{{${name}}}`}</code>
              </span>
            ))}
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={hiring.primary}
              disabled={Boolean(problem) || !body.trim() || save.isPending}
              onClick={() =>
                save.mutate(
                  { kind: template.kind, body },
                  { onSuccess: () => setStatus(EmailTemplateMessages.saved), onError },
                )
              }
            >
              Save
            </button>
            {!template.is_default && (
              <button
                type="button"
                className={hiring.secondary}
                disabled={reset.isPending}
                onClick={() =>
                  reset.mutate(template.kind, {
                    onSuccess: (fresh) => {
                      setBody(fresh.body);
                      setStatus('Back to the default.');
                    },
                    onError,
                  })
                }
              >
                Use the default
              </button>
            )}
            <span role="status">{status}</span>
          </div>
        </div>
        <div className={styles.preview} aria-label={`Preview of the ${template.label.toLowerCase()}`} role="group">
          <p className={styles.previewTitle}>Preview for {SAMPLE_TEMPLATE_VALUES.candidate_name}</p>
          {renderTemplate(body, SAMPLE_TEMPLATE_VALUES).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

export function EmailTemplatesScreen() {
  const templates = useQuery(emailTemplatesQuery());
  return (
    <main id="main" className={hiring.page}>
      <PageHead title={workspaceTitle('E-mail templates')} exactTitle />
      <h1>E-mail templates</h1>
      <p>
        What your rejections, interview invitations and offers say to each applicant. Placeholders are filled in for
        each applicant when the e-mail is sent.
      </p>
      {templates.isError && (
        <p role="alert" className={hiring.error}>
          {firstErrorMessage(templates.error instanceof ApiError ? templates.error.data : null) ??
            'The templates could not load.'}
        </p>
      )}
      {templates.data?.results.map((template) => (
        <TemplateEditor key={template.kind} template={template} />
      ))}
    </main>
  );
}
