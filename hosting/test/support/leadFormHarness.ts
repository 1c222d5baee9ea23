import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/** Answers every request as POST /api/leads would, with the given status. */
export function answerLeads(status: number) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ id: 'lead-1', message: 'Lead received' }), { status }));
}

/**
 * userEvent without pauses between keys or pointer-events checks: jsdom's getComputedStyle is
 * slow under antd's many style rules, and multi-field form tests would crawl.
 */
export function fastUserEvent(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
