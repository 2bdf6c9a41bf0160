// The calendar invitation is read back with another kept library (ical.js):
// the same instant in every reader's zone, the UID kept, SEQUENCE and
// METHOD as written (RFC 5545).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvitation, type CalendarEvent } from './calendar.ts';

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    tzid: event.startDate.zone?.tzid,
    status: vevent.getFirstPropertyValue('status'),
    stamp: String(vevent.getFirstPropertyValue('dtstamp')),
  };
}

const base: CalendarEvent = {
  uid: 'interview-1@example.test',
  sequence: 1,
  start: new Date('2026-12-01T09:30:00Z'),
  end: new Date('2026-12-01T10:15:00Z'),
  timeZone: 'Asia/Kolkata',
  summary: 'Technical interview; Asha, for Backend',
  description: 'Line one\nLine two',
  location: 'https://meet.example.test/abc',
  organizer: { name: 'Acme', email: 'no-reply@example.test' },
  attendees: [{ name: 'Asha Rao', email: 'asha@example.test' }],
  stamp: new Date('2026-11-28T02:00:00Z'),
  method: 'REQUEST',
};

describe('calendar invitations', () => {
  it('writes the instant in the reader’s zone with its VTIMEZONE, and reads back the same instant', () => {
    for (const timeZone of ['Asia/Kolkata', 'America/New_York', 'Europe/Berlin', 'UTC']) {
      const text = calendarInvitation({ ...base, timeZone });
      const event = read(text);
      expect(event.start, timeZone).toBe('2026-12-01T09:30:00.000Z');
      expect(event.end, timeZone).toBe('2026-12-01T10:15:00.000Z');
      expect(event.method).toBe('REQUEST');
      if (timeZone !== 'UTC') {
        expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}`);
        expect(event.tzid).toBe(timeZone);
      }
    }
    expect(calendarInvitation(base)).toContain('DTSTART;TZID=Asia/Kolkata:20261201T150000');
    expect(read(calendarInvitation(base)).stamp).toBe('2026-11-28T02:00:00Z');
  });

  it('writes a legacy zone alias under the TZID of its VTIMEZONE', () => {
    const text = calendarInvitation({ ...base, timeZone: 'Asia/Calcutta' });
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261201T150000');
    expect(read(text)).toMatchObject({ start: '2026-12-01T09:30:00.000Z', tzid: 'Asia/Kolkata' });
  });

  it('keeps the UID on an update and a cancellation, with the SEQUENCE given and METHOD:CANCEL', () => {
    const update = read(calendarInvitation({ ...base, sequence: 2 }));
    const cancel = read(calendarInvitation({ ...base, sequence: 3, method: 'CANCEL' }));
    expect(update.uid).toBe(base.uid);
    expect(cancel.uid).toBe(base.uid);
    expect([update.sequence, cancel.sequence]).toEqual([2, 3]);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.status).toBe('CANCELLED');
  });
});
