// Verifying the phone number with a six-digit code texted to it: send, enter
// the code, resend after a cool-down. Shown next to the phone number in the
// onboarding profile step and on the profile, so a candidate who skips it in
// onboarding can verify later. Wrong, expired and used-up codes each get their
// own message: the server answers all three alike, so the client tells them
// apart by the code's lifetime and its own count of tries. The cool-down is
// the server's: a code asked for too soon (after a reload, in another tab)
// answers 429 with the seconds left, and the countdown takes them.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { AUTH_LIFETIMES, AuthMessages, OTP_LENGTH, OTP_RESEND_SECONDS, otpPhoneError } from '@talent/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSendPhoneCode, useVerifyPhoneCode, type PhoneNumber } from '../api/phone-verification.ts';
import list from '../../../components/ui/list-section.module.css';
import styles from './phone-verification.module.css';

interface SentCode {
  to: string;
  expiresAt: number;
  resendAt: number;
  /** How long the code is valid, as the server said. */
  minutes: number;
  /** Sent earlier than this page knew (the server refused a new one as too soon). */
  earlier?: boolean;
}

/** The seconds a 429 says to wait before the next code to this number, when it is the resend pause. */
function resendWaitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const wait = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof wait === 'number' && wait > 0 ? Math.min(wait, OTP_RESEND_SECONDS) : null;
}

const keyOf = (number: PhoneNumber) => `${number.phone_location}${number.phone}`;

/** Seconds as m:ss for the resend countdown. */
export const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time, ticking each second while a code is out; read afresh whenever the code changes. */
function useNow(sent: SentCode | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sent]);
  return now;
}

export function PhoneVerification({
  phone,
  phoneLocation,
  verified,
  canSkip = false,
}: {
  phone: string;
  phoneLocation: string;
  /** The profile says this number is verified. */
  verified: boolean;
  /** Say it can wait (onboarding: the profile offers it again). */
  canSkip?: boolean;
}) {
  const number: PhoneNumber = { phone: phone.trim(), phone_location: phoneLocation.trim() || '+91' };
  const id = useId();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const now = useNow(sent);

  // a code sent to another number than the one now in the field no longer applies
  const current = sent && sent.to === keyOf(number) ? sent : null;
  const invalidNumber = otpPhoneError(number.phone, number.phone_location);
  if (verified) {
    return (
      <p className={styles.verified} role="status">
        <span aria-hidden="true">✓</span> Phone number verified
      </p>
    );
  }
  if (invalidNumber) return null;

  const secondsToResend = current
    ? Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((current.resendAt - now) / 1000)))
    : 0;
  const expired = current !== null && now >= current.expiresAt;
  const usedUp = wrongTries >= AUTH_LIFETIMES.otpMaxAttempts;
  // the code's lifetime running out says so by itself, over an earlier error about it
  const error = expired ? AuthMessages.otpExpired : notice;

  const sendCode = () => {
    setNotice(null);
    send.mutate(number, {
      onSuccess: (answer) => {
        const at = Date.now();
        setSent({
          to: keyOf(number),
          expiresAt: at + answer.expires_in * 1000,
          resendAt: at + OTP_RESEND_SECONDS * 1000,
          minutes: Math.round(answer.expires_in / 60),
        });
        setCode('');
        setWrongTries(0);
      },
      onError: (error) => {
        const wait = resendWaitOf(error);
        if (wait !== null) {
          // a code went to this number moments ago: it is still good, and the next one waits the server's seconds
          const at = Date.now();
          if (current) return setSent({ ...current, resendAt: at + wait * 1000 });
          const sentAt = at - (OTP_RESEND_SECONDS - wait) * 1000;
          setSent({
            to: keyOf(number),
            expiresAt: sentAt + AUTH_LIFETIMES.otpSeconds * 1000,
            resendAt: at + wait * 1000,
            minutes: Math.round(AUTH_LIFETIMES.otpSeconds / 60),
            earlier: true,
          });
          setCode('');
          setWrongTries(0);
          return;
        }
        const text =
          error instanceof ApiError && error.status === 429
            ? AuthMessages.otpTooManyRequests
            : error instanceof ApiError
              ? (firstErrorMessage(error.data) ?? error.message)
              : 'We could not send the code. Please try again.';
        setNotice(text);
      },
    });
  };

  const checkCode = () => {
    if (!current) return;
    if (expired) return setNotice(AuthMessages.otpExpired);
    if (usedUp) return setNotice(AuthMessages.otpTooManyTries);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      return setNotice(`Enter the ${OTP_LENGTH}-digit code from the text message.`);
    }
    setNotice(null);
    verify.mutate(
      { ...number, otp: code },
      {
        onSuccess: () => {
          setSent(null);
          setNotice(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            setWrongTries(AUTH_LIFETIMES.otpMaxAttempts);
            return setNotice(AuthMessages.otpTooManyTries);
          }
          if (!(error instanceof ApiError) || error.status !== 400) {
            return setNotice('We could not check the code. Please try again.');
          }
          const tries = wrongTries + 1;
          setWrongTries(tries);
          setCode('');
          const text =
            Date.now() >= current.expiresAt
              ? AuthMessages.otpExpired
              : tries >= AUTH_LIFETIMES.otpMaxAttempts
                ? AuthMessages.otpTooManyTries
                : `${AuthMessages.otpWrong} ${AUTH_LIFETIMES.otpMaxAttempts - tries} tries left.`;
          setNotice(text);
        },
      },
    );
  };

  // the code field may sit inside another form (the onboarding step): Enter checks the code
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    checkCode();
  };

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Verify your phone number
      </h3>
      {!current && (
        <p className={styles.text}>
          We will text a {OTP_LENGTH}-digit code to {number.phone_location} {number.phone}.
          {canSkip && ' You can skip this and verify later from your profile.'}
        </p>
      )}
      <div role="status" aria-live="polite" className={styles.notice}>
        {current &&
          (current.earlier
            ? `We sent a ${OTP_LENGTH}-digit code to ${number.phone_location} ${number.phone} a moment ago. Enter it below, or ask for a new one when the countdown ends.`
            : `We sent a ${OTP_LENGTH}-digit code to ${number.phone_location} ${number.phone}. It is valid for ${current.minutes} minutes.`)}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {current ? (
        <>
          <div className={styles.codeRow}>
            <TextField
              label="Verification code"
              name="otp"
              className={styles.codeField}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              value={code}
              disabled={usedUp || expired}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              onKeyDown={onCodeKey}
            />
            <Button variant="secondary" busy={verify.isPending} disabled={usedUp || expired} onClick={checkCode}>
              Verify code
            </Button>
          </div>
          <p className={styles.resend}>
            <button
              type="button"
              className={list.link}
              disabled={secondsToResend > 0 || send.isPending}
              aria-describedby={secondsToResend > 0 ? `${id}-wait` : undefined}
              onClick={sendCode}
            >
              Resend code
            </button>
            {secondsToResend > 0 && (
              <span id={`${id}-wait`}>
                You can ask for a new code in{' '}
                <time dateTime={`PT${secondsToResend}S`}>{countdown(secondsToResend)}</time>
              </span>
            )}
          </p>
        </>
      ) : (
        <Button variant="secondary" busy={send.isPending} onClick={sendCode}>
          Send code
        </Button>
      )}
    </section>
  );
}
