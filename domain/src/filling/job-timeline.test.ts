import { describe, expect, it } from 'vitest';
import { jobTimeline, type JobTimelineEvent } from './job-timeline.ts';

describe('jobTimeline', () => {
  it('orders by time, same-instant events in the order they can happen, and measures posted → chosen', () => {
    const events: JobTimelineEvent[] = [
      { type: 'chosen', at: '2030-01-14T05:12:00.000Z', name: 'Vera' },
      { type: 'applied', at: '2030-01-14T05:12:00.000Z', name: 'Vera' },
      { type: 'notified', at: '2030-01-14T05:00:00.000Z', kind: 'sos_job', recipients: 3, sent: 2, failed: 1, pending: 0 },
      { type: 'posted', at: '2030-01-14T05:00:00.000Z' },
      { type: 'declined', at: '2030-01-14T05:12:00.000Z', name: 'Ville', reason: 'notFree' },
      { type: 'wave', at: '2030-01-14T05:00:00.000Z', wave: 1, offered: 2 },
      { type: 'cancelled', at: '2030-01-14T05:12:00.000Z', name: 'Vera', by: 'substitute', reason: 'Sjuk' },
    ];
    const timeline = jobTimeline(events, '2030-01-14T05:00:00.000Z', '2030-01-14T05:12:00.000Z');
    expect(timeline.events.map((e) => e.type)).toEqual(['posted', 'wave', 'notified', 'applied', 'declined', 'chosen', 'cancelled']);
    expect(timeline.minutesToFill).toBe(12);
    expect(jobTimeline(events, '2030-01-14T05:00:00.000Z', null).minutesToFill).toBeNull();
  });

  it('keeps every choice and its end in the order given within one instant: chosen, unchosen, chosen again', () => {
    const at = '2030-01-14T05:12:00.000Z';
    const events: JobTimelineEvent[] = [
      { type: 'chosen', at, name: 'Vera' },
      { type: 'unchosen', at, name: 'Vera' },
      { type: 'chosen', at, name: 'Ville' },
      { type: 'cancelled', at, name: 'Ville', by: 'school', reason: null },
      { type: 'chosen', at, name: 'Vera' },
      { type: 'applied', at, name: 'Ville' },
    ];
    expect(jobTimeline(events, at, at).events.map((e) => `${e.type} ${'name' in e ? e.name : ''}`)).toEqual([
      'applied Ville',
      'chosen Vera',
      'unchosen Vera',
      'chosen Ville',
      'cancelled Ville',
      'chosen Vera',
    ]);
  });
});
