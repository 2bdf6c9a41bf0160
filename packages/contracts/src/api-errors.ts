// The error shapes the client expects (a Django REST Framework-like server):
// {"detail": "…"} or {"field": ["…"], "non_field_errors": ["…"]}.
import { z } from 'zod';

export const DetailErrorSchema = z.object({ detail: z.string() });
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type DetailError = z.infer<typeof DetailErrorSchema>;
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
