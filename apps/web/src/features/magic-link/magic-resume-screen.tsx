// /resume-upload/{candidateId}/ — the page a magic link opens (spec 02
// endpoint catalogue: /users/magic_link_candidate/{candidateId}/resume/;
// decision 049). No sign-in: the link's expires and signature go with each
// call. It says whom the link is for, takes the resume through the drop zone
// every upload uses (type and size checked before sending, the content by the
// server) and says when it is saved; a link that is not valid says so.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { magicLinkRoutes } from '@talent/contracts/endpoints/magic-link';
import type { magicLinkSchemas } from '@talent/contracts/endpoints/magic-link.schemas';
import { MagicLinkMessages } from '@talent/contracts/magic-link';
import { Button } from '../../components/ui/button.tsx';
import { FileDropZone } from '../../components/ui/file-drop-zone.tsx';
import { PROFILE_RESUME_RULE } from '../../components/ui/resume-file-rule.ts';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError, endpointClient, firstErrorMessage } from '../../lib/api-client.ts';

const client = endpointClient<typeof magicLinkSchemas>(magicLinkRoutes);

const errorText = (error: unknown) =>
  error instanceof ApiError && error.hasResponse
    ? error.status === 404
      ? MagicLinkMessages.invalid
      : (firstErrorMessage(error.data) ?? 'The resume could not be saved. Try again.')
    : 'The resume could not be saved. Check your connection and try again.';

export default function MagicResumeScreen() {
  const { candidateId = '' } = useParams();
  const [params] = useSearchParams();
  const query = { expires: Number(params.get('expires')), signature: params.get('signature') ?? '' };
  const id = Number(candidateId);
  const wellFormed = Number.isInteger(id) && id > 0 && Number.isInteger(query.expires) && query.signature !== '';
  const link = useQuery({
    queryKey: ['magic-link-resume', id, query.expires, query.signature] as const,
    queryFn: ({ signal }) =>
      client.magicLinkCandidate({ params: { candidateId: id }, query }, { signal, handle: false, auth: false }),
    enabled: wellFormed,
    retry: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (resume: File) =>
      client.magicLinkResumeUpload(
        { params: { candidateId: id }, query, form: { resume } },
        { handle: false, auth: false },
      ),
    onSuccess: () => setFile(null),
  });

  let body;
  if (!wellFormed || link.isError)
    body = (
      <p role="alert">
        {!wellFormed || (link.error instanceof ApiError && link.error.status === 404)
          ? MagicLinkMessages.invalid
          : 'We could not open this link. Check your connection and try again.'}
      </p>
    );
  else if (link.isPending) body = <LoadingAnimation message="Opening your link" />;
  else {
    const saved = upload.data ?? link.data;
    body = (
      <>
        <p>
          {saved.first_name ? `Hi ${saved.first_name}, ` : ''}
          the team asked for your resume. Upload it here; you do not need to sign in.
        </p>
        {saved.resume_filename && (
          <p role={upload.isSuccess ? 'status' : undefined}>
            {upload.isSuccess ? `${MagicLinkMessages.uploaded} ` : 'Your resume on file: '}
            <strong>{saved.resume_filename}</strong>
          </p>
        )}
        <FileDropZone
          label="Upload resume"
          title="Drop your resume here or choose it"
          buttonLabel="Choose a file"
          rule={PROFILE_RESUME_RULE}
          file={file}
          disabled={upload.isPending}
          error={upload.isError ? errorText(upload.error) : null}
          onFileChange={(next) => {
            upload.reset();
            setFile(next);
          }}
        >
          {file && (
            <Button busy={upload.isPending} onClick={() => upload.mutate(file)}>
              Upload
            </Button>
          )}
        </FileDropZone>
      </>
    );
  }
  return (
    <main id="main" className="page">
      <PageHead title="Upload your resume" />
      <div className="card">
        <h1>Upload your resume</h1>
        {body}
      </div>
    </main>
  );
}
