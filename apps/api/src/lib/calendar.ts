// Calendar invitations (RFC 5545) from a kept library, ical-generator, with
// the time zone's VTIMEZONE from timezones-ical-library (decision 044). An
// update keeps the UID and raises SEQUENCE; a cancellation is METHOD:CANCEL
// with STATUS:CANCELLED, so calendars change the event they already hold.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { BRAND } from '@talent/contracts/page-shell';

export interface CalendarPerson {
  name?: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** IANA time zone the event is written in (the reader's own). */
  timeZone: string;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** DTSTAMP: when this version was made. */
  stamp: Date;
  method: 'REQUEST' | 'CANCEL';
}

/** The VTIMEZONE block of an IANA zone; UTC needs none. */
function vtimezone(name: string): string | null {
  const block = tzlib_get_ical_block(name);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * The zone's TZID as its VTIMEZONE names it: a browser may report a legacy
 * alias (Chromium says Asia/Calcutta) whose block is Asia/Kolkata's, and the
 * event's TZID must name a VTIMEZONE of the file (RFC 5545 §3.2.19).
 */
function canonicalZone(name: string): string | null {
  const block = vtimezone(name);
  return block ? (/^TZID:(.+)$/m.exec(block)?.[1]?.trim() ?? null) : null;
}

export function calendarInvitation(invitation: CalendarEvent): string {
  const zone =
    invitation.timeZone === 'UTC' || invitation.timeZone === 'Etc/UTC' ? null : canonicalZone(invitation.timeZone);
  const event = { ...invitation, timeZone: zone ?? 'UTC' };
  const utc = zone === null;
  const calendar = ical({
    prodId: { company: BRAND, product: 'Interviews', language: 'EN' },
    method: event.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // no calendar-wide zone (DTSTAMP stays UTC, RFC 5545 §3.8.7.2); the event's
  // zone brings its VTIMEZONE, and its times are zoned dates (TZDate) so the
  // wall-clock written beside TZID is the instant's in that zone
  if (!utc) calendar.timezone({ name: null, generator: (zone) => vtimezone(zone) });
  const at = (date: Date) => (utc ? date : new TZDate(date.getTime(), event.timeZone));
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: at(event.start),
    end: at(event.end),
    ...(utc ? {} : { timezone: event.timeZone }),
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    ...(event.url ? { url: event.url } : {}),
    organizer: { name: event.organizer.name ?? BRAND, email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      email: person.email,
      ...(person.name ? { name: person.name } : {}),
      role: ICalAttendeeRole.REQ,
      rsvp: false,
      status: event.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    })),
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The attachment of an e-mail carrying the invitation (kept as text in the queue). */
export const calendarAttachment = (event: CalendarEvent) => ({
  filename: event.method === 'CANCEL' ? 'cancelled.ics' : 'interview.ics',
  contentType: `text/calendar; method=${event.method}; charset=UTF-8`,
  content: calendarInvitation(event),
});
