// The company's e-mail templates (decision 047): read, saved and reset
// through the endpoint table; every change refreshes the list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateKind } from '@talent/contracts/email-templates';
import { applicantTableRoutes } from '@talent/contracts/endpoints/applicant-table';
import type { applicantTableSchemas } from '@talent/contracts/endpoints/applicant-table.schemas';
import { endpointClient } from '../../../../lib/api-client.ts';
import { hiringKeys, own } from '../../../api/workspace-api.ts';

const templatesApi = endpointClient<typeof applicantTableSchemas>(applicantTableRoutes);

export const emailTemplateKeys = { list: () => [...hiringKeys.all, 'email-templates'] as const };

export const emailTemplatesQuery = () =>
  queryOptions({ queryKey: emailTemplateKeys.list(), queryFn: () => templatesApi.emailTemplates({}, own) });

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: EmailTemplateKind; body: string }) =>
      templatesApi.saveEmailTemplate({ params: { kind }, body: { body } }, own),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() }),
  });
}

export function useResetEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: EmailTemplateKind) => templatesApi.resetEmailTemplate({ params: { kind } }, own),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() }),
  });
}
