// zod building blocks on top of validators.ts, so the client form and the
// server route check the same way with the same messages.
import { z } from 'zod';
import { Messages } from './messages.ts';
import {
  hasForbiddenSymbols,
  isUuid,
  isValidDecimal,
  isValidEmail,
  isValidLinkedIn,
  isValidPassword,
  isValidPhone,
  isValidUrl,
  isValidYears,
} from './validators.ts';

/** Trimmed, bounded free text without forbidden symbols. */
export const freeText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasForbiddenSymbols(v), { message: Messages.forbiddenSymbols });

/** Optional text where a blank value means none. */
export const optionalText = (max: number) =>
  freeText(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const requiredText = (max = 500) => freeText(max).min(1, { message: Messages.required });

export const PasswordSchema = z.string().max(128).refine(isValidPassword, { message: Messages.passwordRule });

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, { message: Messages.invalidEmail })
  .transform((v) => v.toLowerCase());

export const PhoneSchema = z.string().trim().refine(isValidPhone, { message: Messages.phone });
export const DecimalSchema = z.string().trim().refine(isValidDecimal, { message: Messages.invalidDecimal });
export const YearsSchema = z.string().trim().refine(isValidYears, { message: Messages.invalidYears });
/** People type 'linkedin.com/in/asha' or 'www.github.com/asha' and mean the web address: https is added. */
export const withScheme = (value: string) => (value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value);
export const UrlSchema = z
  .string()
  .trim()
  .max(2000)
  .transform(withScheme)
  .refine(isValidUrl, { message: Messages.invalidUrl });
export const LinkedInSchema = z
  .string()
  .trim()
  .max(2000)
  .transform(withScheme)
  .refine(isValidLinkedIn, { message: Messages.invalidLinkedIn });
export const UuidSchema = z.string().refine(isUuid, { message: Messages.invalidUuid });

export const ChangePasswordFormSchema = z
  .object({
    old_password: PasswordSchema,
    new_password: PasswordSchema,
    confirm_password: PasswordSchema,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: Messages.passwordMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
