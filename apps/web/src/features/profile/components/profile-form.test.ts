import { describe, expect, it } from 'vitest';
import { otpPhoneError } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { ProfileMessages, type CandidateProfile } from '@talent/contracts/profile';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from './profile-form.ts';
import { validateResume } from './resume-upload.tsx';

const values = (overrides: Partial<ProfileFormValues>) =>
  ({
    ...profileFormValues({
      first_name: 'Asha',
      last_name: 'Rao',
      phone_location: '+91',
      phone: null,
      gender: null,
      current_location: null,
      is_fresher: false,
      experience_years: null,
      experience_months: null,
      job_profile_preference: null,
      current_annual_salary: null,
      current_salary_currency: 'INR',
      expected_salary: null,
      expected_salary_currency: 'INR',
      expected_salary_from: null,
      expected_salary_to: null,
      fixed_salary: null,
      variable_salary: null,
      bonus_salary: null,
      fixed_ctc: null,
      other_ctc_components: null,
      eops: null,
      perks_and_benefits: null,
      notice_period: null,
      serving_notice_period: false,
      last_working_date_of_notice_period: null,
      joining_range: null,
      number_of_days: null,
      skills: [],
      preferred_country: [],
      preferred_locations: [],
      open_to_remote_work: null,
      job_type: [],
      job_nature: null,
      linkedIn: null,
      github: null,
      stack_overflow: null,
      portfolio_link: null,
    } as unknown as CandidateProfile),
    ...overrides,
  }) satisfies ProfileFormValues;

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('profile form schema', () => {
  it('asks for the required fields, except what a fresher cannot give', () => {
    const schema = profileFormSchema(
      ['phone', 'experience_years', 'is_fresher', 'current_location'],
      ['phone', 'experience_years', 'current_location'],
    );
    expect(messagesOf(schema.safeParse(values({})))).toEqual({
      phone: Messages.required,
      experience_years: Messages.required,
      current_location: Messages.required,
    });
    const fresher = schema.safeParse(values({ is_fresher: true, phone: '9876543210', current_location: 'Pune' }));
    expect(fresher.data).toEqual({
      phone: '9876543210',
      current_location: 'Pune',
      is_fresher: true,
      experience_years: 0,
    });
  });

  it('sends only the fields of the form, with empty ones as null', () => {
    const schema = profileFormSchema(['github', 'linkedIn']);
    expect(schema.parse(values({ github: '', linkedIn: 'https://www.linkedin.com/in/asha' }))).toEqual({
      github: null,
      linkedIn: 'https://www.linkedin.com/in/asha',
    });
  });

  it('drops a dependent value whose choice no longer applies, and checks the range', () => {
    const schema = profileFormSchema([
      'joining_range',
      'number_of_days',
      'serving_notice_period',
      'last_working_date_of_notice_period',
      'expected_salary_from',
      'expected_salary_to',
    ]);
    const parsed = schema.parse(
      values({
        joining_range: 'within_15_days',
        number_of_days: '40',
        serving_notice_period: false,
        last_working_date_of_notice_period: '2030-01-01',
      }),
    );
    expect(parsed).toMatchObject({ number_of_days: null, last_working_date_of_notice_period: null });
    expect(
      messagesOf(
        schema.safeParse(values({ joining_range: 'custom', expected_salary_from: '9', expected_salary_to: '8' })),
      ),
    ).toEqual({
      number_of_days: ProfileMessages.numberOfDaysRequired,
      expected_salary_from: ProfileMessages.salaryRangeOrder,
    });
  });

  it('uses the messages of the contracts', () => {
    const schema = profileFormSchema(['phone', 'current_annual_salary', 'current_location']);
    expect(
      messagesOf(schema.safeParse(values({ phone: '12', current_annual_salary: '1.234', current_location: 'a\\b' }))),
    ).toEqual({
      phone: Messages.phone,
      current_annual_salary: Messages.invalidDecimal,
      current_location: Messages.forbiddenSymbols,
    });
  });
});

describe('the phone on the profile form (spec 01 §5)', () => {
  const schema = profileFormSchema(['phone_location', 'phone']);
  it.each([
    ['+91', '9876543210', null],
    ['+91', '5123456789', Messages.phone],
    ['+91', '98765', Messages.phone],
    ['+44', '7700900123', null],
    ['+44', '5123456789', null],
    ['+1', '12345', Messages.phone],
    ['+1', '1234567890123456', Messages.phone],
  ])('with %s, %s: the same answer as the one-time codes', (code, phone, expected) => {
    const result = schema.safeParse(values({ phone_location: code, phone }));
    expect(messagesOf(result).phone ?? null).toBe(expected);
    expect(otpPhoneError(phone, code)).toBe(expected);
  });
});

describe('resume file check in the browser', () => {
  it.each([
    ['cv.PDF', 1000, null],
    ['cv.docx', 5242880, null],
    ['cv.docx', 5242881, ProfileMessages.resumeTooLarge],
    ['cv.exe', 10, ProfileMessages.resumeInvalidType],
    ['cv', 10, ProfileMessages.resumeInvalidType],
  ])('%s of %i bytes', (name, size, expected) => {
    const file = new File([new Uint8Array(0)], name);
    Object.defineProperty(file, 'size', { value: size });
    expect(validateResume(file)).toBe(expected);
  });
});
